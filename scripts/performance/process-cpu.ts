import { readFileSync } from "node:fs";

// CPU time a process has used (user + system), from /proc: the benches divide it by the requests served, a figure
// that moves far less with the machine's load than requests per second or latency do.

const TICKS_PER_SECOND = 100;

export function processCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds per request of `pid` while `work` runs. */
export async function cpuPerRequest<T extends { requests: { total: number } }>(pid: number, work: () => Promise<T>) {
  const before = processCpuMs(pid);
  const result = await work();
  const perRequest = (processCpuMs(pid) - before) / Math.max(1, result.requests.total);
  return { result, cpuMsPerRequest: Math.round(perRequest * 1000) / 1000 };
}
