import { getEnv } from "~/config/env.server";
import type { FormName } from "~/leads/schemas/action-data";
import { leadFormNames } from "~/leads/schemas/lead-api";
import { rateLimiter, type RateLimitResult } from "~/security/rate-limit.server";

// RATE_LIMIT_NAMESPACE separates the counts of deployments (or test runs) that share one Redis.
const limits = getEnv();

// The survey form's day is shorter: its places are few, and each booking holds one (SURVEY_RATE_PER_DAY).
const perDay = (form: FormName) => (form === "survey" ? limits.SURVEY_RATE_PER_DAY : limits.FORM_RATE_PER_DAY);

const windows = (form: FormName) => [
  { name: `${limits.RATE_LIMIT_NAMESPACE}form-${form}-minute`, points: limits.FORM_RATE_PER_MINUTE, durationSeconds: 60 },
  { name: `${limits.RATE_LIMIT_NAMESPACE}form-${form}-day`, points: perDay(form), durationSeconds: 86_400 },
];

// Made when the server starts, so that with REDIS_URL the connection is ready before the first form arrives
// (until it is, counts fall back to this process's memory).
const limiters = Object.fromEntries(leadFormNames.map((form) => [form, windows(form).map((window) => rateLimiter(window))])) as Record<
  FormName,
  ReturnType<typeof rateLimiter>[]
>;

/** Per client and per form: a short burst limit and a daily one (memory, or Redis when REDIS_URL is set). */
export async function checkFormRateLimits(form: FormName, clientAddress: string): Promise<RateLimitResult> {
  for (const limiter of limiters[form]) {
    const result = await limiter.consume(clientAddress);
    if (!result.allowed) return result;
  }
  return { allowed: true, remaining: 0, retryAfterSeconds: 0 };
}
