import { getEnv, type Env } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { readSiteConfig } from "~/config/site-config.server";
import type { SmtpSettings } from "./mailer.server";
import type { VisitorMailCap } from "./visitor-mail-cap.server";

// Every setting of lead delivery, derived from the parsed environment (app/config/env.server.ts).
// Server-only: the values (SMTP credentials, webhook secret) must never reach a loader's answer.

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
  /** The name the visitor's mails in Arabic sign with. */
  companyNameArabic: string;
  /** undefined: no email at all (no sales notification, acknowledgement or confirmation). */
  smtp?: SmtpSettings;
  /** Sales notification recipients; no job for the channel when missing. */
  salesEmails: string[];
  /** Job applications' recipients (HR_EMAIL), never the sales mailbox; no mail for an application when missing. */
  hrEmails: string[];
  /** Customers' service requests' recipients (SERVICE_EMAIL), the sales mailbox while unset. */
  serviceEmails: string[];
  acknowledgeVisitor: boolean;
  visitorMailCap: VisitorMailCap;
  webhook?: { url: string; secret: string };
  newsletterSecret: string;
  retentionDays: number;
  /** Files sent with leads (applicants' CVs) are deleted after this many days (CV_RETENTION_DAYS). */
  fileRetentionDays: number;
  pollIntervalMs: number;
  leaseMs: number;
  retry: RetrySchedule;
  /** The team's WhatsApp number, linked from a survey's mail. */
  whatsapp: string;
  /** Promised reply time quoted in the visitor's acknowledgement (SPEC: 24 hours). */
  replyWithinHours: number;
}

/** At least 24 hours of retries before a job is marked failed (issue 7). */
export const retryWindowMs = 24 * 60 * 60_000;

/** The delivery settings of a parsed environment. */
export function deliveryConfigFromEnv(vars: Env = getEnv()): DeliveryConfig {
  const site = readSiteConfig("en", vars);
  return {
    siteUrl: site.siteUrl,
    companyName: site.companyName,
    companyNameArabic: readSiteConfig("ar", vars).companyName,
    smtp: vars.SMTP_URL
      ? { url: vars.SMTP_URL, from: vars.MAIL_FROM ?? `${site.companyName} <${vars.SALES_EMAIL?.[0]}>`, insecure: vars.SMTP_INSECURE }
      : undefined,
    salesEmails: vars.SALES_EMAIL ?? [],
    hrEmails: vars.HR_EMAIL ?? [],
    serviceEmails: vars.SERVICE_EMAIL ?? vars.SALES_EMAIL ?? [],
    acknowledgeVisitor: vars.LEAD_ACK_EMAIL,
    visitorMailCap: { perDay: vars.VISITOR_MAIL_DAILY_CAP, salt: vars.LEAD_HASH_SALT ?? getSecrets().leadHashSalt },
    webhook:
      vars.LEADS_WEBHOOK_URL && vars.LEADS_WEBHOOK_SECRET ? { url: vars.LEADS_WEBHOOK_URL, secret: vars.LEADS_WEBHOOK_SECRET } : undefined,
    newsletterSecret: vars.NEWSLETTER_SECRET ?? getSecrets().newsletterSecret,
    retentionDays: vars.LEAD_RETENTION_DAYS,
    fileRetentionDays: vars.CV_RETENTION_DAYS,
    pollIntervalMs: vars.DELIVERY_POLL_MS,
    leaseMs: vars.DELIVERY_LEASE_MS,
    retry: { baseDelayMs: vars.DELIVERY_RETRY_BASE_MS, maxDelayMs: vars.DELIVERY_RETRY_MAX_MS, retryWindowMs },
    whatsapp: site.whatsapp,
    replyWithinHours: site.replyWithinHours,
  };
}

let cached: DeliveryConfig | undefined;

/** The process-wide configuration, parsed once. */
export function getDeliveryConfig(): DeliveryConfig {
  cached ??= deliveryConfigFromEnv();
  return cached;
}
