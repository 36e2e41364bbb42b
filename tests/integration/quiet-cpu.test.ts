import { spawn, type ChildProcess } from "node:child_process";
import { cpus } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { busyShare, waitForQuietCpu } from "../../scripts/performance/quiet-cpu";

// bench:lighthouse waits for a quiet CPU before each run (decision 168): with every core kept busy by other
// processes, the CPU reads busy and the wait gives up at its limit instead of measuring at once as if it were quiet.

const spinners: ChildProcess[] = [];
afterEach(() => {
  for (const spinner of spinners.splice(0)) spinner.kill("SIGKILL");
});

describe("the quiet-CPU wait", () => {
  it("reads the CPU busy while every core spins, and waits until its limit", async () => {
    spinners.push(...cpus().map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await busyShare(500)).toBeGreaterThan(0.8);
    const wait = await waitForQuietCpu({ maxBusy: 0.2, sampleMs: 250, timeoutMs: 1000 });
    expect(wait.quiet).toBe(false);
    expect(wait.waitedMs).toBeGreaterThanOrEqual(1000);
    expect(wait.busy).toBeGreaterThan(0.8);
  });
});
