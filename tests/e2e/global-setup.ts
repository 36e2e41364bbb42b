import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/**
 * One production server for the whole end-to-end run, on a free loopback port with its own data folder.
 * Its form rate limits are high: the browser tests submit many forms from one address (limits have their own test).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ FORM_RATE_PER_MINUTE: "10000", FORM_RATE_PER_DAY: "10000" });
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
