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
    /** Job applications and their CVs go here, never to SALES_EMAIL (docs/decisions/145). */
    HR_EMAIL: emailList.optional(),
    /** Service requests from customers go here; SALES_EMAIL while unset (docs/decisions/158). */
    SERVICE_EMAIL: emailList.optional(),
    /** An address or "Name <address>". */
    MAIL_FROM: z.string().trim().min(3).max(320).optional(),
    LEAD_ACK_EMAIL: flag(false),
    /** Mails one visitor's mailbox may receive per Riyadh day, every kind together; 0: no cap (docs/decisions/121). */
    VISITOR_MAIL_DAILY_CAP: count(3),
    LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    LEADS_WEBHOOK_SECRET: secret(),
    LEAD_RETENTION_DAYS: positiveInt(730),
    /** Applicants' CVs are deleted this many days after they were sent (docs/decisions/145). */
    CV_RETENTION_DAYS: positiveInt(180),
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
    // The editor at /admin (docs/editing.md, decision 133): the Git host its saves go to, and its sign-in.
    CMS_BACKEND: z.enum(["github", "gitlab", "gitea", "forgejo"], { error: "must be github, gitlab, gitea or forgejo" }).optional(),
    CMS_REPO: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)+$/, "must be owner/name (on GitLab group/project)")
      .optional(),
    CMS_BRANCH: z.string().trim().min(1).default("main"),
    CMS_BASE_URL: z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional(),
    CMS_API_ROOT: z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional(),
    CMS_APP_ID: z.string().optional(),
    // decap-server's API for `npm run cms`: it has no sign-in, so only on this machine.
    CMS_LOCAL_BACKEND_URL: z
      .url({
        protocol: /^http$/,
        hostname: /^(localhost|127\.0\.0\.1|\[::1\])$/,
        error: "must be an http:// URL on localhost or 127.0.0.1",
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    // An unsigned webhook would let anyone post fake leads to the CRM's endpoint.
    if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_SECRET"], message: "required when LEADS_WEBHOOK_URL is set" });
    }
    if (env.CMS_BACKEND && !env.CMS_REPO) ctx.addIssue({ code: "custom", path: ["CMS_REPO"], message: "required when CMS_BACKEND is set" });
    // GitHub signs in through an OAuth proxy that holds the app's secret; the others with PKCE, no secret.
    if (env.CMS_BACKEND === "github" && !env.CMS_BASE_URL) {
      ctx.addIssue({ code: "custom", path: ["CMS_BASE_URL"], message: "required for GitHub: the OAuth proxy's URL" });
    }
    if (env.CMS_BACKEND && env.CMS_BACKEND !== "github" && !env.CMS_APP_ID) {
      ctx.addIssue({ code: "custom", path: ["CMS_APP_ID"], message: `required for ${env.CMS_BACKEND}: the OAuth application's id` });
    }
    if ((env.CMS_BACKEND === "gitea" || env.CMS_BACKEND === "forgejo") && !env.CMS_BASE_URL) {
      ctx.addIssue({ code: "custom", path: ["CMS_BASE_URL"], message: `required for ${env.CMS_BACKEND}: the host's URL` });
    }
    if (env.SMTP_URL && !env.MAIL_FROM && !env.SALES_EMAIL) {
      ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "required when SMTP_URL is set (or set SALES_EMAIL)" });
    }
  });

export type Env = z.output<typeof envSchema>;

/**
 * The company facts' variables before content/settings/company.yaml held them (docs/decisions/136). A deploy that
 * still sets one is stopped rather than left to publish the file's facts while believing its own are shown.
 */
const retiredCompanyVariables = [
  "COMPANY_NAME",
  "COMPANY_LEGAL_NAME",
  "COMPANY_NAME_AR",
  "COMPANY_LEGAL_NAME_AR",
  "COMPANY_WORDMARK",
  "COMPANY_PHONE",
  "COMPANY_EMAIL",
  "COMPANY_WHATSAPP",
  "COMPANY_EMERGENCY_PHONE",
  "COMPANY_CR_NUMBER",
  "COMPANY_VAT_NUMBER",
  "COMPANY_LICENCES_JSON",
  "COMPANY_NATIONAL_ADDRESS_JSON",
  "COMPANY_HEAD_OFFICE_COORDINATES",
  "COMPANY_ENGINEERS_SINCE",
  "COMPANY_INCORPORATED",
  "COMPANY_FACTS_AS_OF",
  "COMPANY_LEADERS_JSON",
  "COMPANY_AWARDING_BODIES_JSON",
  "COMPANY_PROOF_JSON",
  "COMPANY_SECTORS",
  "COMPANY_PARTNER_LOGOS_JSON",
  "COMPANY_OFFICES_JSON",
  "COMPANY_FACTS_AR_JSON",
];

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
  const retired = retiredCompanyVariables.filter((name) => name in present);
  if (parsed.success && retired.length === 0) return parsed.data;
  const problems = (parsed.error?.issues ?? []).map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  if (retired.length > 0) {
    problems.push(
      `  ${retired.join(", ")}: company facts are no longer read from the environment. Write them in content/settings/company.yaml and unset ${retired.length === 1 ? "it" : "them"} (docs/decisions/136).`,
    );
  }
  throw new EnvError(`Invalid environment:\n${problems.join("\n")}`);
}

let current: Env | undefined;

/** The process's environment, parsed on first use (the server parses it at start, so errors show then). */
export function getEnv(): Env {
  current ??= parseEnv();
  return current;
}
