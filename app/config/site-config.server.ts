import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { getEnv, type Env } from "./env.server";

/** The public site facts, from the environment over the placeholder defaults. */
export function readSiteConfig(env: Env = getEnv()): SiteConfig {
  const d = defaultSiteConfig;
  const [first, second] = env.COMPANY_WORDMARK?.split("|") ?? d.wordmark;
  return {
    siteUrl: (env.SITE_URL ?? d.siteUrl).replace(/\/+$/, ""),
    companyName: env.COMPANY_NAME ?? d.companyName,
    legalName: env.COMPANY_LEGAL_NAME ?? d.legalName,
    companyNameArabic: env.COMPANY_NAME_AR ?? d.companyNameArabic,
    legalNameArabic: env.COMPANY_LEGAL_NAME_AR ?? d.legalNameArabic,
    wordmark: [first ?? d.wordmark[0], second ?? d.wordmark[1]],
    phone: env.COMPANY_PHONE ?? d.phone,
    email: env.COMPANY_EMAIL ?? d.email,
    whatsapp: env.COMPANY_WHATSAPP ?? d.whatsapp,
    emergencyPhone: env.COMPANY_EMERGENCY_PHONE ?? d.emergencyPhone,
    commercialRegistration: env.COMPANY_CR_NUMBER ?? d.commercialRegistration,
    vatNumber: env.COMPANY_VAT_NUMBER ?? d.vatNumber,
    licences: env.COMPANY_LICENCES_JSON ?? d.licences,
    nationalAddress: env.COMPANY_NATIONAL_ADDRESS_JSON ?? d.nationalAddress,
    headOfficeCoordinates: env.COMPANY_HEAD_OFFICE_COORDINATES ?? d.headOfficeCoordinates,
    founding: {
      engineersSince: env.COMPANY_ENGINEERS_SINCE ?? d.founding.engineersSince,
      incorporated: env.COMPANY_INCORPORATED ?? d.founding.incorporated,
      ...(env.COMPANY_FACTS_AS_OF && { asOfYear: env.COMPANY_FACTS_AS_OF }),
    },
    leaders: env.COMPANY_LEADERS_JSON ?? d.leaders,
    awardingBodies: env.COMPANY_AWARDING_BODIES_JSON ?? d.awardingBodies,
    proof: env.COMPANY_PROOF_JSON ?? d.proof,
    sectors: env.COMPANY_SECTORS ?? d.sectors,
    partnerLogos: env.COMPANY_PARTNER_LOGOS_JSON ?? d.partnerLogos,
    offices: env.COMPANY_OFFICES_JSON ?? d.offices,
    arabicFacts: env.COMPANY_FACTS_AR_JSON ?? d.arabicFacts,
  };
}
