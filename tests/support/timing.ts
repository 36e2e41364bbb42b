// Budgets for tests about speed, taken from a step measured in the same run rather than a fixed figure: on a loaded
// machine the baseline slows down as much as the step under test, so the budget holds there and stays tight when idle.

/** How long `run` took to settle (ms), and the error it rejected with, if any. */
export async function timed(run: () => Promise<unknown>): Promise<{ ms: number; error?: unknown }> {
  const started = performance.now();
  try {
    await run();
    return { ms: performance.now() - started };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

/**
 * The time allowed for a step bounded by `boundMs` (a timer of the code under test): the bound, plus `factor` times a
 * comparable step without the wait (`baselineMs`, measured just before), and at least `minSlackMs` for the scheduler.
 */
export function budget(boundMs: number, baselineMs: number, { factor = 5, minSlackMs = 500 } = {}): number {
  return boundMs + Math.max(minSlackMs, factor * baselineMs);
}
