import { describe, expect, it } from "vitest";
import { waitForQuietCpu } from "../../scripts/performance/quiet-cpu";

// The speed gate's settling (decision 169): it waits for several quiet samples in a row, so a quiet half-second between
// two bursts of other work does not end the wait. The readings are given here; tests/integration/quiet-cpu.test.ts
// reads the real /proc/stat.

/** A sampler that returns the given busy shares in turn, and counts how many were read. */
function readings(shares: number[]) {
  const read = { count: 0 };
  const sample = async () => shares[read.count++] ?? 0;
  return { read, sample };
}

describe("waiting for a quiet CPU", () => {
  it("waits for the given number of quiet samples in a row, starting again after a busy one", async () => {
    const { read, sample } = readings([0.9, 0.1, 0.1, 0.9, 0.1, 0.1, 0.1, 0.9]);
    const wait = await waitForQuietCpu({ maxBusy: 0.2, quietSamples: 3, sample });
    expect(wait.quiet).toBe(true);
    expect(read.count).toBe(7);
  });

  it("ends at the first quiet sample when one is enough", async () => {
    const { read, sample } = readings([0.9, 0.1, 0.9]);
    expect((await waitForQuietCpu({ maxBusy: 0.2, sample })).quiet).toBe(true);
    expect(read.count).toBe(2);
  });

  it("gives up at its limit, reading the CPU as busy", async () => {
    const sample = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 0.9;
    };
    const wait = await waitForQuietCpu({ maxBusy: 0.2, timeoutMs: 100, quietSamples: 2, sample });
    expect(wait.quiet).toBe(false);
    expect(wait.waitedMs).toBeGreaterThanOrEqual(100);
  });
});
