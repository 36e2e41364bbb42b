import { getEnv } from "~/config/env.server";
import type { Locale } from "~/i18n/locale";
import { i18nFor } from "~/i18n/messages.server";
import type { FormName } from "~/leads/schemas/action-data";
import { leadFormNames } from "~/leads/schemas/lead-api";
import { rateLimiter, type RateLimitResult } from "~/security/rate-limit.server";

// RATE_LIMIT_NAMESPACE separates the counts of deployments (or test runs) that share one Redis.
const limits = getEnv();

/** What is counted: each lead form, and the posts of a survey's manage page (move, cancel), apart from its bookings. */
export type LimitedPost = FormName | "survey-manage";
const limitedPosts: readonly LimitedPost[] = [...leadFormNames, "survey-manage"];

// The survey form's day is shorter: its places are few, and each booking holds one (SURVEY_RATE_PER_DAY).
const perDay = (form: LimitedPost) => (form === "survey" ? limits.SURVEY_RATE_PER_DAY : limits.FORM_RATE_PER_DAY);

const windows = (form: LimitedPost) => [
  { name: `${limits.RATE_LIMIT_NAMESPACE}form-${form}-minute`, points: limits.FORM_RATE_PER_MINUTE, durationSeconds: 60 },
  { name: `${limits.RATE_LIMIT_NAMESPACE}form-${form}-day`, points: perDay(form), durationSeconds: 86_400 },
];

// Made when the server starts, so that with REDIS_URL the connection is ready before the first form arrives
// (until it is, counts fall back to this process's memory).
const limiters = Object.fromEntries(limitedPosts.map((form) => [form, windows(form).map((window) => rateLimiter(window))])) as Record<
  LimitedPost,
  ReturnType<typeof rateLimiter>[]
>;

/** Per client and per form: a short burst limit and a daily one (memory, or Redis when REDIS_URL is set). */
export async function checkFormRateLimits(form: LimitedPost, clientAddress: string): Promise<RateLimitResult> {
  for (const limiter of limiters[form]) {
    const result = await limiter.consume(clientAddress);
    if (!result.allowed) return result;
  }
  return { allowed: true, remaining: 0, retryAfterSeconds: 0 };
}

/** The refusal of a post over its limit, in `language`: how long to wait, in seconds or minutes. */
export function tooManyMessage(retryAfterSeconds: number, language: Locale): string {
  return retryAfterSeconds < 120
    ? i18nFor(language)._("forms.error.tooManySeconds", { seconds: retryAfterSeconds })
    : i18nFor(language)._("forms.error.tooManyMinutes", { minutes: Math.ceil(retryAfterSeconds / 60) });
}
