import { BaseSequencer, type TestSpecification } from "vitest/node";
import yaml from "@rollup/plugin-yaml";
import { defineConfig } from "vitest/config";

// Files measured as the longest (docs/performance.md, "Test suite (end to end)"), longest first. Started first, they
// do not leave one worker running a long file while the others sit idle at the end. Vitest alone orders by the
// durations of the previous run, which a fresh clone does not have, and then by file size: the route files are small.
const LONGEST = [
  "routes/en-mobile",
  "routes/ar-mobile",
  "routes/en-desktop",
  "routes/ar-desktop",
  "leads-db-outage",
  "delivery-two-instances",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/tests/e2e/${name}.test.ts`));
      return index === -1 ? LONGEST.length : index;
    };
    return (await super.sort(files)).toSorted((a, b) => rank(a) - rank(b));
  }
}

// End-to-end tests drive the system Chromium against the production build served by server/. Files run in parallel,
// each worker with its own server (global-setup.ts) and its own Chromium; decision 126 has the measurements behind
// the worker count. E2E_WORKERS overrides it.
export default defineConfig({
  plugins: [yaml()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for the page to get somewhere (an island live, a mail sent), not for a speed: Vitest's 1 s
    // default failed such waits when the machine was loaded (decision 126).
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    // A worker imports the shared modules (Playwright, axe, the content) once, not once per file: no test file here
    // changes module state that another relies on.
    isolate: false,
  },
});
