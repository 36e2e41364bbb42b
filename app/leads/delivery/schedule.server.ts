import type { RetrySchedule } from "./config.server";

// When to try a failed job again. Pure functions (time and randomness are parameters) so the
// schedule is unit-tested without waiting and the worker can be run fast in tests.

/**
 * Delay after the given failed attempt (1 = the first): exponential, capped, with "equal
 * jitter" — half the step fixed, half random — so that many jobs failing together (SMTP
 * down) do not all come back in the same second, yet no retry comes back almost at once.
 */
export function retryDelayMs(
  attempt: number,
  schedule: Pick<RetrySchedule, "baseDelayMs" | "maxDelayMs">,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30); // 2^30 already exceeds any cap
  const step = Math.min(schedule.maxDelayMs, schedule.baseDelayMs * 2 ** exponent);
  const jitter = Math.min(Math.max(random(), 0), 1);
  return Math.round(step / 2 + (step / 2) * jitter);
}

export type RetryDecision = { retry: true; nextAttemptAt: Date } | { retry: false };

/**
 * After a failed attempt: retry while the job is younger than the retry window, otherwise
 * give up. Measured from the job's creation, so a job is retried for at least the window
 * however long each attempt took.
 */
export function decideRetry(
  job: { attempts: number; createdAt: Date },
  now: Date,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): RetryDecision {
  if (now.getTime() - job.createdAt.getTime() >= schedule.retryWindowMs) return { retry: false };
  return { retry: true, nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts, schedule, random)) };
}
