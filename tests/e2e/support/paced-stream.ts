import { setTimeout as sleep } from "node:timers/promises";

export interface PacedStreamOptions {
  count: number;
  /** At most this many sends unsettled at once. */
  concurrency: number;
  /** The i-th send starts no earlier than i × intervalMs after the first. */
  intervalMs: number;
}

/**
 * Calls send(0) … send(count - 1) as a steady stream rather than one burst, so the stream lasts about
 * count × intervalMs on any machine (longer only when the server is slower than the pace). Resolves when every send
 * has settled; send handles its own errors.
 */
export async function pacedStream(
  { count, concurrency, intervalMs }: PacedStreamOptions,
  send: (index: number) => Promise<void>,
): Promise<void> {
  const start = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < count) {
      const index = next++;
      const wait = start + index * intervalMs - performance.now();
      if (wait > 0) await sleep(wait);
      await send(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
}
