import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/support/server";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker: index VITEST_POOL_ID - 1 (support/browser.ts, `workerServer`). */
    servers: { baseURL: string; dataDir: string }[];
  }
}

/**
 * One production server per test worker, each on a port the system picks and with its own data folder: the files of a
 * worker run one after another on it, as the whole run once did on one server, and no two workers write to one database.
 * Its form rate limits are high: the browser tests submit many forms from one address (limits have their own test).
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers;
  const servers = await Promise.all(
    Array.from({ length: workers }, () => startServer({ FORM_RATE_PER_MINUTE: "10000", FORM_RATE_PER_DAY: "10000" })),
  );
  project.provide(
    "servers",
    servers.map((server) => ({ baseURL: server.url, dataDir: server.dataDir })),
  );
  return () => Promise.all(servers.map((server) => server.stop()));
}
