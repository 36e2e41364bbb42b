import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/e2e/support/longest-first";

// End-to-end tests drive the system Chromium against the production build served by server/. Files run in parallel,
// each worker with its own server (global-setup.ts) and its own Chromium; decision 126 has the measurements behind
// the worker count. E2E_WORKERS overrides it.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    // A worker imports the shared modules (Playwright, axe, the content) once, not once per file: no test file here
    // changes module state that another relies on.
    isolate: false,
  },
});
