// Preloaded with `node --import` by tests/e2e/one-process.test.ts: records every module the process loads
// (one URL per line in MODULE_LOG), through a loader hook that runs beside the main thread.
import { register } from "node:module";

register("./record-modules-hooks.mjs", import.meta.url, { data: { log: process.env.MODULE_LOG } });
