import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { localize } from "~/i18n/localize";

// Which company facts are still placeholders: `npm run build` lists them (scripts/check-company-facts.ts) and fails
// on them when REQUIRE_REAL_COMPANY_FACTS=true. A fact is a placeholder while it is unset or still the default,
// which is either an obvious dummy (000 numbers, example.com) or a claim the spec makes without evidence.

export interface PlaceholderFact {
  fact: string;
  variable: string;
}

const d = defaultSiteConfig;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const checks: (PlaceholderFact & { placeholder: (site: SiteConfig) => boolean })[] = [
  { fact: "company name", variable: "COMPANY_NAME", placeholder: (s) => s.companyName === d.companyName },
  { fact: "legal name", variable: "COMPANY_LEGAL_NAME", placeholder: (s) => !s.legalName },
  { fact: "company name in Arabic", variable: "COMPANY_NAME_AR", placeholder: (s) => s.companyNameArabic === d.companyNameArabic },
  { fact: "legal name in Arabic", variable: "COMPANY_LEGAL_NAME_AR", placeholder: (s) => !s.legalNameArabic },
  { fact: "phone", variable: "COMPANY_PHONE", placeholder: (s) => s.phone === d.phone },
  { fact: "email", variable: "COMPANY_EMAIL", placeholder: (s) => s.email === d.email },
  { fact: "WhatsApp number", variable: "COMPANY_WHATSAPP", placeholder: (s) => s.whatsapp === d.whatsapp },
  { fact: "emergency phone", variable: "COMPANY_EMERGENCY_PHONE", placeholder: (s) => s.emergencyPhone === d.emergencyPhone },
  {
    fact: "commercial registration (CR) number",
    variable: "COMPANY_CR_NUMBER",
    placeholder: (s) => s.commercialRegistration === d.commercialRegistration,
  },
  { fact: "VAT number", variable: "COMPANY_VAT_NUMBER", placeholder: (s) => !s.vatNumber },
  { fact: "licence and certificate numbers", variable: "COMPANY_LICENCES_JSON", placeholder: (s) => s.licences.length === 0 },
  {
    fact: "national address",
    variable: "COMPANY_NATIONAL_ADDRESS_JSON",
    placeholder: (s) => same(s.nationalAddress, d.nationalAddress),
  },
  {
    fact: "head office coordinates",
    variable: "COMPANY_HEAD_OFFICE_COORDINATES",
    placeholder: (s) => same(s.headOfficeCoordinates, d.headOfficeCoordinates),
  },
  { fact: "offices", variable: "COMPANY_OFFICES_JSON", placeholder: (s) => same(s.offices, d.offices) },
  { fact: "leaders' names", variable: "COMPANY_LEADERS_JSON", placeholder: (s) => s.leaders.length === 0 },
  { fact: "awarding bodies", variable: "COMPANY_AWARDING_BODIES_JSON", placeholder: (s) => Object.keys(s.awardingBodies).length === 0 },
  {
    fact: "proof figures (clients, projects, satisfaction, team size)",
    variable: "COMPANY_PROOF_JSON",
    placeholder: (s) => same(s.proof, d.proof),
  },
];

/** The facts of `site` that are still placeholders, in the order of the README's table. */
export function placeholderFacts(site: SiteConfig): PlaceholderFact[] {
  return checks.filter((check) => check.placeholder(site)).map(({ fact, variable }) => ({ fact, variable }));
}

/**
 * Configured texts that Arabic pages show, with Arabic neither in COMPANY_FACTS_AR_JSON nor in the catalogues: they
 * would show in English there. Needs the Arabic catalogues registered (scripts/i18n/register-arabic.ts).
 */
export function factsWithoutArabic(site: SiteConfig): string[] {
  const { nationalAddress: address } = site;
  const shown = [
    ...site.leaders.map((leader) => leader.name),
    ...site.offices.flatMap((office) => [office.city, office.address]),
    address.street,
    address.district,
    address.city,
    ...Object.values(site.awardingBodies),
    ...site.licences.map((licence) => licence.label),
    ...site.sectors,
    ...site.partnerLogos.map((logo) => logo.name),
  ];
  return [...new Set(shown)].filter((text) => localize(text, "ar", site.arabicFacts) === text);
}
