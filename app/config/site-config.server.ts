import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { getEnv, type Env } from "./env.server";

/** The public site facts, from the environment over the placeholder defaults. */
export function readSiteConfig(env: Env = getEnv()): SiteConfig {
  const d = defaultSiteConfig;
  const [first, second] = env.COMPANY_WORDMARK?.split("|") ?? d.wordmark;
  return {
    siteUrl: (env.SITE_URL ?? d.siteUrl).replace(/\/+$/, ""),
    companyName: env.COMPANY_NAME ?? d.companyName,
    wordmark: [first ?? d.wordmark[0], second ?? d.wordmark[1]],
    phone: env.COMPANY_PHONE ?? d.phone,
    email: env.COMPANY_EMAIL ?? d.email,
    whatsapp: env.COMPANY_WHATSAPP ?? d.whatsapp,
    emergencyPhone: env.COMPANY_EMERGENCY_PHONE ?? d.emergencyPhone,
    commercialRegistration: env.COMPANY_CR_NUMBER ?? d.commercialRegistration,
    offices: env.COMPANY_OFFICES_JSON ?? d.offices,
  };
}
