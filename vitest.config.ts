import yaml from "@rollup/plugin-yaml";
import { defineConfig } from "vitest/config";

// Files run in parallel, each worker a process of its own (decision 127): every test keeps its resources apart (a
// SQLite file in a temporary folder, a PostgreSQL schema of its own, Redis keys under a unique name, ports from 0).
// Timeouts only catch a hang, one for every test: on this 2-core machine, shared at load averages of 20 to 37,
// ordinary tests took longer than Vitest's default 5 s and a 10 s test took 63 s. A test about speed measures its
// own budget against a baseline of the same run (tests/support/timing.ts).
export default defineConfig({
  plugins: [yaml()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 3,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    setupFiles: ["tests/support/lead-forms.ts"],
  },
});
