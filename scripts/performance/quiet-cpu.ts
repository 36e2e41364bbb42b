import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

// The share of the machine's CPU time that went to work other than idling, from /proc/stat: bench:lighthouse waits
// for it to fall before each run, since on a 2-core machine a run taken while other work finishes measures that work
// as the page's blocking time (decision 168). Time the hypervisor gave to other machines (steal) counts as busy.

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  // "cpu  user nice system idle iowait irq softirq steal guest guest_nice"; guest time is already in user.
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
    .split("\n", 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number) as [number, number, number, number, number, number, number, number];
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** The busy share of all cores over `sampleMs`. */
export async function busyShare(sampleMs: number): Promise<number> {
  const before = cpuTimes();
  await sleep(sampleMs);
  const after = cpuTimes();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

export interface QuietWait {
  waitedMs: number;
  /** The busy share of the last sample: below the limit unless the wait timed out. */
  busy: number;
  quiet: boolean;
}

/**
 * Samples the CPU until `quietSamples` samples in a row are below `maxBusy`, or `timeoutMs` has passed. Several in a
 * row let the machine settle after a heavy phase (the end-to-end suite before the speed gate, decision 169), whose
 * stragglers come in bursts that one quiet sample can fall between.
 */
export async function waitForQuietCpu({
  maxBusy = 0.2,
  sampleMs = 500,
  timeoutMs = 30_000,
  quietSamples = 1,
  sample = busyShare,
}: {
  maxBusy?: number;
  sampleMs?: number;
  timeoutMs?: number;
  quietSamples?: number;
  /** How a sample is read: /proc/stat, or a given series of readings for tests/unit/quiet-cpu.test.ts. */
  sample?: (sampleMs: number) => Promise<number>;
} = {}): Promise<QuietWait> {
  const start = Date.now();
  let inARow = 0;
  for (;;) {
    const busy = await sample(sampleMs);
    inARow = busy < maxBusy ? inARow + 1 : 0;
    const waitedMs = Date.now() - start;
    if (inARow >= quietSamples || waitedMs >= timeoutMs) return { waitedMs, busy, quiet: inARow >= quietSamples };
  }
}
