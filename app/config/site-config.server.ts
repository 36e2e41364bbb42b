import { z } from "zod";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

const officeSchema = z.object({
  city: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/, "ISO 3166 country code, e.g. SA"),
  address: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
});

const envSchema = z.object({
  SITE_URL: z.url().optional(),
  COMPANY_NAME: z.string().min(1).optional(),
  COMPANY_WORDMARK: z.string().regex(/^[^|]+\|[^|]+$/, "two parts separated by |").optional(),
  COMPANY_PHONE: z.string().min(1).optional(),
  COMPANY_EMAIL: z.email().optional(),
  COMPANY_WHATSAPP: z.string().min(1).optional(),
  COMPANY_EMERGENCY_PHONE: z.string().min(1).optional(),
  COMPANY_CR_NUMBER: z.string().min(1).optional(),
  COMPANY_OFFICES_JSON: z.string().optional(),
});

/** The public site facts, from the environment over the placeholder defaults. Fails fast on bad values. */
export function readSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const vars = envSchema.parse(env);
  const d = defaultSiteConfig;
  const [first, second] = vars.COMPANY_WORDMARK?.split("|") ?? d.wordmark;
  return {
    siteUrl: (vars.SITE_URL ?? d.siteUrl).replace(/\/+$/, ""),
    companyName: vars.COMPANY_NAME ?? d.companyName,
    wordmark: [first ?? d.wordmark[0], second ?? d.wordmark[1]],
    phone: vars.COMPANY_PHONE ?? d.phone,
    email: vars.COMPANY_EMAIL ?? d.email,
    whatsapp: vars.COMPANY_WHATSAPP ?? d.whatsapp,
    emergencyPhone: vars.COMPANY_EMERGENCY_PHONE ?? d.emergencyPhone,
    commercialRegistration: vars.COMPANY_CR_NUMBER ?? d.commercialRegistration,
    offices: vars.COMPANY_OFFICES_JSON
      ? z.array(officeSchema).min(1).parse(JSON.parse(vars.COMPANY_OFFICES_JSON))
      : d.offices,
  };
}
