import type { TestProject } from "vitest/node";
import { startServer } from "./support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One production server for the whole end-to-end run, on a free loopback port with its own data folder. */
export default async function setup(project: TestProject) {
  const server = await startServer({ ENABLE_TEST_ROUTES: "true" });
  project.provide("baseURL", server.url);
  return () => server.stop();
}
