import { randomBytes } from "node:crypto";
import { z } from "zod";
import { readSiteConfig } from "~/config/site-config.server";

// Every setting of lead delivery, read from the environment in this one place and checked
// with zod so that a typo fails at start instead of losing leads later. Server-only: the
// values (SMTP credentials, webhook secret) must never reach a loader's answer.

const flag = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((value) => value === "true" || value === "1" || value === "yes"),
);

const emailList = z
  .string()
  .transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.email()).min(1));

/** An unset variable and an empty one (`FOO=` in an env file) mean the same: not configured. */
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const positiveInt = (fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().positive().default(fallback));

const envSchema = z
  .object({
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    SALES_EMAIL: optional(emailList),
    /** An address or "Name <address>". */
    MAIL_FROM: optional(z.string().trim().min(3).max(320)),
    LEAD_ACK_EMAIL: flag,
    LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
    LEADS_WEBHOOK_SECRET: optional(z.string().min(16, "at least 16 characters")),
    /** Keys the unsubscribe links; must stay the same across restarts and instances. */
    NEWSLETTER_SECRET: optional(z.string().min(16, "at least 16 characters")),
    LEAD_HASH_SALT: optional(z.string()),
    LEAD_RETENTION_DAYS: positiveInt(730),
    DELIVERY_POLL_MS: positiveInt(5_000),
    DELIVERY_RETRY_BASE_MS: positiveInt(30_000),
    DELIVERY_RETRY_MAX_MS: positiveInt(60 * 60_000),
    DELIVERY_LEASE_MS: positiveInt(5 * 60_000),
  })
  .superRefine((env, ctx) => {
    // An unsigned webhook would let anyone post fake leads to the CRM's endpoint.
    if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_SECRET"], message: "required when LEADS_WEBHOOK_URL is set" });
    }
    if (env.SMTP_URL && !env.MAIL_FROM && !env.SALES_EMAIL) {
      ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "required when SMTP_URL is set (or set SALES_EMAIL)" });
    }
  });

export interface RetrySchedule {
  /** Delay before the second attempt; doubles with every further failure. */
  baseDelayMs: number;
  /** Upper bound of one delay. */
  maxDelayMs: number;
  /** A job keeps being retried until it is this old; the first failure after that is final. */
  retryWindowMs: number;
}

export interface DeliveryConfig {
  siteUrl: string;
  companyName: string;
  /** undefined: no email at all (no sales notification, acknowledgement or confirmation). */
  smtp?: { url: string; from: string };
  /** Sales notification recipients; no job for the channel when missing. */
  salesEmails: string[];
  acknowledgeVisitor: boolean;
  webhook?: { url: string; secret: string };
  newsletterSecret: string;
  retentionDays: number;
  pollIntervalMs: number;
  leaseMs: number;
  retry: RetrySchedule;
  /** Promised reply time quoted in the visitor's acknowledgement (SPEC: 24 hours). */
  replyWithinHours: number;
}

/** At least 24 hours of retries before a job is marked failed (issue 7). */
export const retryWindowMs = 24 * 60 * 60_000;

let ephemeralNewsletterSecret: string | undefined;

/** Parse the environment; throws a readable error on bad values. */
export function deliveryConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DeliveryConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid lead delivery configuration:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  const site = readSiteConfig(env);
  return {
    siteUrl: site.siteUrl,
    companyName: site.companyName,
    smtp: vars.SMTP_URL
      ? { url: vars.SMTP_URL, from: vars.MAIL_FROM ?? `${site.companyName} <${vars.SALES_EMAIL?.[0]}>` }
      : undefined,
    salesEmails: vars.SALES_EMAIL ?? [],
    acknowledgeVisitor: vars.LEAD_ACK_EMAIL,
    webhook:
      vars.LEADS_WEBHOOK_URL && vars.LEADS_WEBHOOK_SECRET
        ? { url: vars.LEADS_WEBHOOK_URL, secret: vars.LEADS_WEBHOOK_SECRET }
        : undefined,
    newsletterSecret: vars.NEWSLETTER_SECRET ?? vars.LEAD_HASH_SALT ?? ephemeralSecret(Boolean(vars.SMTP_URL)),
    retentionDays: vars.LEAD_RETENTION_DAYS,
    pollIntervalMs: vars.DELIVERY_POLL_MS,
    leaseMs: vars.DELIVERY_LEASE_MS,
    retry: { baseDelayMs: vars.DELIVERY_RETRY_BASE_MS, maxDelayMs: vars.DELIVERY_RETRY_MAX_MS, retryWindowMs },
    replyWithinHours: 24,
  };
}

/** Unsubscribe links then break at the next restart, hence the warning; better than no link. */
function ephemeralSecret(mailConfigured: boolean): string {
  if (!ephemeralNewsletterSecret) {
    ephemeralNewsletterSecret = randomBytes(32).toString("hex");
    if (mailConfigured) console.warn("NEWSLETTER_SECRET (or LEAD_HASH_SALT) is not set: unsubscribe links stop working after a restart.");
  }
  return ephemeralNewsletterSecret;
}

let cached: DeliveryConfig | undefined;

/** The process-wide configuration, parsed once. */
export function getDeliveryConfig(): DeliveryConfig {
  cached ??= deliveryConfigFromEnv();
  return cached;
}

/** Tests change the environment between cases. */
export function resetDeliveryConfig(): void {
  cached = undefined;
}
