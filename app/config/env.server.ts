import { isIP } from "node:net";
import { z } from "zod";

// The whole environment, parsed and checked once: every variable the server, the build and the CLI read is
// here, with one rule for empty values (`FOO=` in an env file means "not set"). A bad value stops the start
// with a message naming the variable. Feature modules derive their settings from the parsed `Env`.

const flag = (fallback: boolean) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" }))
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1" || value === "yes"));

const positiveInt = (fallback: number) => z.coerce.number({ error: "must be a whole number" }).int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number({ error: "must be a whole number" }).int().min(0).default(fallback);
const secret = (min = 16) => z.string().min(min, `at least ${min} characters`).optional();

/** A comma-separated list, each entry trimmed, empty entries dropped; `.pipe` checks the entries. */
const commaSeparated = z.string().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean),
);

const emailList = commaSeparated.pipe(z.array(z.email("must be a comma-separated list of email addresses")).min(1));

const dayList = commaSeparated.pipe(z.array(z.iso.date("must be dates like 2026-12-02, separated by commas")));

/** A JSON value checked by a schema: the message names what was expected. */
const json = <T extends z.ZodType>(schema: T, expected: string) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: `must be ${expected}` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const text = z.string().trim().min(1);
const year = z.coerce.number({ error: "must be a year" }).int().min(1900).max(2100);

const officesJson = json(
  z
    .array(
      z.object({
        city: text,
        country: z.string().regex(/^[A-Z]{2}$/, "ISO 3166 country code, e.g. SA"),
        address: text,
        phone: text,
        email: z.email(),
      }),
    )
    .min(1),
  "a JSON array of offices",
);
const licencesJson = json(z.array(z.object({ label: text, number: text })).min(1), 'a JSON array of {"label","number"}');
// Saudi national address (Wasel): 4-digit building and additional numbers, 5-digit postal code, short address AAAA9999.
const nationalAddressJson = json(
  z.object({
    buildingNumber: z.string().regex(/^\d{4}$/, "building number: 4 digits"),
    street: text,
    district: text,
    city: text,
    postalCode: z.string().regex(/^\d{5}$/, "postal code: 5 digits"),
    additionalNumber: z.string().regex(/^\d{4}$/, "additional number: 4 digits"),
    shortAddress: z
      .string()
      .regex(/^[A-Z]{4}\d{4}$/, "short address: 4 letters and 4 digits")
      .optional(),
  }),
  "a JSON national address object",
);
// "24.6995,46.6837": latitude then longitude in decimal degrees, as Google Maps copies them.
const coordinates = z
  .string()
  .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, "latitude,longitude in decimal degrees, e.g. 24.6995,46.6837")
  .transform((value) => value.split(",").map(Number) as [number, number])
  .refine(([latitude, longitude]) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180, "latitude within ±90, longitude within ±180")
  .transform(([latitude, longitude]) => ({ latitude, longitude }));
const leadersJson = json(z.array(z.object({ role: text, name: text })).min(1), 'a JSON array of {"role","name"}');
const awardingBodiesJson = json(z.record(text, text), "a JSON object of award title to awarding body");
const proofJson = json(
  z.strictObject({
    clients: z.number().int().positive(),
    projects: z.number().int().positive(),
    satisfactionPercent: z.number().positive().max(100),
    teamSize: z.number().int().positive(),
  }),
  'a JSON object {"clients","projects","satisfactionPercent","teamSize"}',
);
const partnerLogosJson = json(
  z
    .array(z.object({ name: text, src: z.string().regex(/^(\/[\w./-]+|https:\/\/\S+)$/, "src: a path under public/ or an https URL") }))
    .min(1),
  'a JSON array of {"name","src"}',
);
// Arabic for configured facts: {"Saad Al-Harbi":"سعد الحربي"}; each value must be written in Arabic letters.
const arabicFactsJson = json(
  z.record(text, text.regex(/[\u0600-\u06ff]/, "each value in Arabic letters")),
  'a JSON object of configured English text to its Arabic, e.g. {"Saad Al-Harbi":"سعد الحربي"}',
);
const commaList = commaSeparated.pipe(z.array(z.string()).min(1, "a comma-separated list"));

/** Express `trust proxy`: false, a hop count, or the proxies' addresses, subnets or Express's names for ranges. */
export type TrustProxy = false | number | string[];
const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  if (proxyNames.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (!version) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === "false") return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: "custom",
      message: `must be a hop count (e.g. 1), or proxy addresses or subnets separated by commas (e.g. 10.0.0.1,10.1.0.0/16); not ${bad.map((entry) => JSON.stringify(entry)).join(", ")}${value === "true" ? " (true would trust any client's X-Forwarded-For)" : ""}`,
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
    /** Set by `npm run build`: pages are being rendered to files, with no visitor and no secrets. */
    PRERENDERING: flag(false),
    PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    TRUST_PROXY: trustProxy,
    HSTS: flag(true),

    SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    COMPANY_NAME: z.string().min(1).optional(),
    COMPANY_WORDMARK: z
      .string()
      .regex(/^[^|]+\|[^|]+$/, "two parts separated by |")
      .optional(),
    COMPANY_PHONE: z.string().optional(),
    COMPANY_EMAIL: z.email().optional(),
    COMPANY_WHATSAPP: z.string().optional(),
    COMPANY_EMERGENCY_PHONE: z.string().optional(),
    COMPANY_CR_NUMBER: z
      .string()
      .regex(/^\d{10}$/, "10 digits")
      .optional(),
    COMPANY_LEGAL_NAME: z.string().optional(),
    COMPANY_NAME_AR: z.string().min(1).optional(),
    COMPANY_LEGAL_NAME_AR: z.string().optional(),
    /** Saudi VAT registration numbers are 15 digits, starting and ending with 3. */
    COMPANY_VAT_NUMBER: z
      .string()
      .regex(/^3\d{13}3$/, "15 digits starting and ending with 3")
      .optional(),
    COMPANY_LICENCES_JSON: licencesJson.optional(),
    COMPANY_NATIONAL_ADDRESS_JSON: nationalAddressJson.optional(),
    COMPANY_HEAD_OFFICE_COORDINATES: coordinates.optional(),
    COMPANY_ENGINEERS_SINCE: year.optional(),
    COMPANY_INCORPORATED: year.optional(),
    /** The year every "N+ years" counts to; the build's year when unset. */
    COMPANY_FACTS_AS_OF: year.optional(),
    COMPANY_LEADERS_JSON: leadersJson.optional(),
    COMPANY_AWARDING_BODIES_JSON: awardingBodiesJson.optional(),
    COMPANY_PROOF_JSON: proofJson.optional(),
    COMPANY_SECTORS: commaList.optional(),
    COMPANY_PARTNER_LOGOS_JSON: partnerLogosJson.optional(),
    COMPANY_OFFICES_JSON: officesJson.optional(),
    COMPANY_FACTS_AR_JSON: arabicFactsJson.optional(),
    /** Production pipelines: the build fails while any company fact is still a placeholder (scripts/check-company-facts.ts). */
    REQUIRE_REAL_COMPANY_FACTS: flag(false),

    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional(),
    RATE_LIMIT_NAMESPACE: z
      .string()
      .regex(/^[\w-]{0,40}$/, "letters, digits, - and _ only, at most 40")
      .default(""),
    FORM_RATE_PER_MINUTE: positiveInt(5),
    FORM_RATE_PER_DAY: positiveInt(30),
    /** The survey form's daily limit per client address, in place of FORM_RATE_PER_DAY: its windows are few. */
    SURVEY_RATE_PER_DAY: positiveInt(6),

    FORM_SECRET: secret(),
    LEAD_HASH_SALT: secret(8),
    NEWSLETTER_SECRET: secret(),
    SURVEY_SECRET: secret(),

    /** Site surveys one window takes (the engineers free at once). */
    SURVEY_SLOT_CAPACITY: positiveInt(2),
    /** Upcoming surveys one person (email or phone) and one client address may hold at once. */
    SURVEY_BOOKINGS_PER_PERSON: positiveInt(2),
    /** Days off besides the holidays of app/content/site-survey.ts. */
    SURVEY_HOLIDAYS: dayList.default([]),

    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    /** Allow plain SMTP to a host other than this machine (TLS is required otherwise). */
    SMTP_INSECURE: flag(false),
    SALES_EMAIL: emailList.optional(),
    /** An address or "Name <address>". */
    MAIL_FROM: z.string().trim().min(3).max(320).optional(),
    LEAD_ACK_EMAIL: flag(false),
    /** Mails one visitor's mailbox may receive per Riyadh day, every kind together; 0: no cap (docs/decisions/121). */
    VISITOR_MAIL_DAILY_CAP: count(3),
    LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    LEADS_WEBHOOK_SECRET: secret(),
    LEAD_RETENTION_DAYS: positiveInt(730),
    DELIVERY_POLL_MS: positiveInt(5_000),
    DELIVERY_RETRY_BASE_MS: positiveInt(30_000),
    DELIVERY_RETRY_MAX_MS: positiveInt(60 * 60_000),
    DELIVERY_LEASE_MS: positiveInt(5 * 60_000),

    IMAGE_API_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    IMAGE_API_KEY: z.string().optional(),
    IMAGE_API_TIMEOUT_MS: positiveInt(60_000),
    IMAGE_RATE_LIMIT_POINTS: positiveInt(10),
    IMAGE_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    IMAGE_DAILY_CAP: count(100),
    IMAGE_CLIENT_DAILY_CAP: count(5),
  })
  .superRefine((env, ctx) => {
    // An unsigned webhook would let anyone post fake leads to the CRM's endpoint.
    if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_SECRET"], message: "required when LEADS_WEBHOOK_URL is set" });
    }
    if (env.COMPANY_ENGINEERS_SINCE && env.COMPANY_INCORPORATED && env.COMPANY_ENGINEERS_SINCE > env.COMPANY_INCORPORATED) {
      ctx.addIssue({ code: "custom", path: ["COMPANY_ENGINEERS_SINCE"], message: "must not be after COMPANY_INCORPORATED" });
    }
    if (env.SMTP_URL && !env.MAIL_FROM && !env.SALES_EMAIL) {
      ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "required when SMTP_URL is set (or set SALES_EMAIL)" });
    }
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment (by default the process's). Throws an EnvError naming each bad variable. */
export function parseEnv(raw: Record<string, string | undefined> = process.env): Env {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined && value.trim() !== "") present[name] = value.trim();
  }
  const parsed = envSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${problems.join("\n")}`);
}

let current: Env | undefined;

/** The process's environment, parsed on first use (the server parses it at start, so errors show then). */
export function getEnv(): Env {
  current ??= parseEnv();
  return current;
}
