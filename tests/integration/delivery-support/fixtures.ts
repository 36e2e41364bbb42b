// The lead forms, registered as an entry does: these helpers store leads in-process (docs/decisions/129).
import "~/forms/registry.server";
import { parseEnv } from "~/config/env.server";
import { equipmentPrices } from "~/quote-model/price-table";
import { randomBytes } from "node:crypto";
import { deliveryConfigFromEnv, type DeliveryConfig } from "~/leads/delivery/config.server";
import { createEnqueue } from "~/leads/delivery/outbox.server";
import type { AppDatabase } from "~/db/db.server";
import { saveLead, type LeadInput } from "~/leads/store.server";

export const consent = { text: "I agree to the privacy policy and terms of service", version: "2026-01" };
export const salt = "test-salt";
export const webhookSecret = "test-webhook-secret-0123456789";
export const siteUrl = "https://k2.example.sa";

let counter = 0;
export const newKey = () => `key-${Date.now()}-${++counter}-${randomBytes(4).toString("hex")}`;

type Submission = Omit<LeadInput, "kind" | "fields">;
/**
 * Form fields by their form names (undefined leaves a field out), or the submission's page, client address and
 * idempotency key. `consent` is the form's checkbox ("on").
 */
type Overrides = Record<string, string | null | undefined>;
const submissionKeys = ["sourcePage", "language", "clientAddress", "idempotencyKey"];

/** A lead as its form sends it, with the given fields and submission parts replaced. */
function lead(kind: LeadInput["kind"], defaults: Record<string, string>, submission: Submission, overrides: Overrides): LeadInput {
  const fields: Record<string, string> = { ...defaults };
  const parts: Submission = { ...submission };
  for (const [name, value] of Object.entries(overrides)) {
    if (submissionKeys.includes(name)) Object.assign(parts, { [name]: value });
    else if (value === undefined || value === null) delete fields[name];
    else fields[name] = value;
  }
  return { kind, fields, ...parts };
}

export const contact = (overrides: Overrides = {}): LeadInput =>
  lead(
    "contact",
    {
      name: "Noura Al-Qahtani",
      email: "noura@example.sa",
      company: "Qahtani Retail",
      phone: "+966 50 123 4567",
      service: "CCTV Installation",
      message: "Four branches in Riyadh.\nPlease call after 4 pm.",
      consent: "on",
    },
    { sourcePage: "/contact/contact-us", consent, clientAddress: "203.0.113.7", idempotencyKey: newKey() },
    overrides,
  );

/** An enterprise quote of 2 cameras, 1 recorder and 3 storage units: (2 x 899 + 1299 + 3 x 199) x 1.5 = SAR 5,541. */
export const quote = (overrides: Overrides = {}): LeadInput =>
  lead(
    "quote",
    {
      name: "Faisal Al-Harbi",
      email: "faisal@example.com",
      phone: "0501234567",
      building: "enterprise",
      cameras: "2",
      nvr: "1",
      storage: "3",
      consent: "on",
    },
    { sourcePage: "/", consent, clientAddress: "198.51.100.20", idempotencyKey: newKey() },
    overrides,
  );

/** A customer's service request (docs/decisions/158) with the given urgency ("emergency" is priority high). */
export const serviceRequest = (urgency: string, overrides: Overrides = {}): LeadInput =>
  lead(
    "service",
    {
      name: "Fahad Al-Otaibi",
      phone: "+966501234567",
      site: "Al Olaya branch",
      system: "alarm",
      problem: "The siren sounds at night without cause.",
      urgency,
      consent: "on",
    },
    { sourcePage: "/contact/service-request", consent, clientAddress: "203.0.113.9", idempotencyKey: newKey() },
    overrides,
  );

export const newsletter = (email: string, overrides: Overrides = {}): LeadInput =>
  lead("newsletter", { email }, { sourcePage: "/about", consent, clientAddress: "2001:db8::1", idempotencyKey: newKey() }, overrides);

/** A configuration as the environment would give it, with a fast retry schedule. */
export function testConfig(env: Record<string, string>, retry: Partial<DeliveryConfig["retry"]> = {}): DeliveryConfig {
  const config = deliveryConfigFromEnv(
    parseEnv({
      SITE_URL: siteUrl,
      NEWSLETTER_SECRET: "newsletter-secret-for-tests-0123",
      LEAD_HASH_SALT: salt,
      ...env,
    }),
  );
  return { ...config, retry: { ...config.retry, baseDelayMs: 1, maxDelayMs: 1, ...retry } };
}

/**
 * A server process's environment that delivers to a mail sink and a CRM receiver on loopback, polling and retrying
 * fast, with form rate limits out of the way (tests that submit many leads from one address).
 */
export function deliveringServerEnv(sinks: { smtpUrl: string; crmUrl: string }): Record<string, string> {
  return {
    FORM_RATE_PER_MINUTE: "100000",
    FORM_RATE_PER_DAY: "100000",
    SMTP_URL: sinks.smtpUrl,
    SALES_EMAIL: "sales@k2.example.sa",
    MAIL_FROM: "leads@k2.example.sa",
    LEADS_WEBHOOK_URL: sinks.crmUrl,
    LEADS_WEBHOOK_SECRET: webhookSecret,
    DELIVERY_POLL_MS: "100",
    DELIVERY_RETRY_BASE_MS: "200",
    DELIVERY_RETRY_MAX_MS: "1000",
  };
}

/** Store a lead with its outbox jobs under this configuration, as a form action does. */
export async function submit(db: AppDatabase, input: LeadInput, config: DeliveryConfig, now?: Date) {
  return saveLead(db, input, { salt, afterInsert: createEnqueue(config), now });
}

/** Collects log lines instead of printing them. */
export function captureLog() {
  const lines: { level: "warn" | "error" | "info"; text: string }[] = [];
  return {
    lines,
    warn: (text: string) => lines.push({ level: "warn", text }),
    error: (text: string) => lines.push({ level: "error", text }),
    info: (text: string) => lines.push({ level: "info", text }),
  };
}

export async function jobs(db: AppDatabase) {
  return db.selectFrom("delivery_jobs").selectAll().orderBy("id").execute();
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = "condition") {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Runs `during` with one item's price changed in the price table, as a later price update would. */
export async function withPrice<T>(itemId: string, price: number, during: () => Promise<T>): Promise<T> {
  const items = equipmentPrices.flatMap((category): readonly { id: string; price: number }[] => category.items);
  const item = items.find((each) => each.id === itemId) as { price: number };
  const before = item.price;
  item.price = price;
  try {
    return await during();
  } finally {
    item.price = before;
  }
}
