import { isDeepStrictEqual } from "node:util";
import type { Bilingual } from "~/content/bilingual";
import { placeholderSettings } from "~/content/company-placeholders";
import type { CompanySettings } from "~/content/company-settings";

// Which company facts of content/settings/company.yaml are still placeholders: `npm run build` lists them
// (scripts/check-company-facts.ts) and fails on them when REQUIRE_REAL_COMPANY_FACTS=true. A fact is a placeholder
// while it is empty or still the value the file shipped with (app/content/company-placeholders.ts), in either
// language: an obvious dummy (000 numbers, example.com) or a claim the spec makes without evidence.

export interface PlaceholderFact {
  fact: string;
  /** Where to write it: the field of the settings file, `en.`/`ar.` when only one language's is missing. */
  field: string;
}

type Settings = Bilingual<CompanySettings>;
/** Still the shipped value in English or in Arabic. */
const shipped =
  <K extends keyof CompanySettings>(key: K) =>
  (s: Settings) =>
    isDeepStrictEqual(s.en[key], placeholderSettings.en[key]) || isDeepStrictEqual(s.ar[key], placeholderSettings.ar[key]);

const checks: (PlaceholderFact & { placeholder: (settings: Settings) => boolean })[] = [
  { fact: "company name", field: "en.companyName", placeholder: (s) => s.en.companyName === placeholderSettings.en.companyName },
  { fact: "legal name", field: "en.legalName", placeholder: (s) => !s.en.legalName },
  { fact: "company name in Arabic", field: "ar.companyName", placeholder: (s) => s.ar.companyName === placeholderSettings.ar.companyName },
  { fact: "legal name in Arabic", field: "ar.legalName", placeholder: (s) => !s.ar.legalName },
  { fact: "phone", field: "phone", placeholder: shipped("phone") },
  { fact: "email", field: "email", placeholder: shipped("email") },
  { fact: "WhatsApp number", field: "whatsapp", placeholder: shipped("whatsapp") },
  { fact: "emergency phone", field: "emergencyPhone", placeholder: shipped("emergencyPhone") },
  { fact: "commercial registration (CR) number", field: "commercialRegistration", placeholder: shipped("commercialRegistration") },
  { fact: "VAT number", field: "vatNumber", placeholder: (s) => !s.en.vatNumber },
  { fact: "licence and certificate numbers", field: "licences", placeholder: (s) => s.en.licences.length === 0 },
  { fact: "national address", field: "nationalAddress", placeholder: shipped("nationalAddress") },
  { fact: "head office coordinates", field: "headOfficeCoordinates", placeholder: shipped("headOfficeCoordinates") },
  { fact: "offices", field: "offices", placeholder: shipped("offices") },
  { fact: "leaders' names", field: "leaders", placeholder: (s) => s.en.leaders.length === 0 || s.ar.leaders.length === 0 },
  { fact: "awarding bodies", field: "awardingBodies", placeholder: (s) => s.en.awardingBodies.length === 0 },
  { fact: "proof figures (clients, projects, satisfaction, team size)", field: "proof", placeholder: shipped("proof") },
];

/** The facts of the settings that are still placeholders, in the order of the settings file. */
export function placeholderFacts(settings: Settings): PlaceholderFact[] {
  return checks.filter((check) => check.placeholder(settings)).map(({ fact, field }) => ({ fact, field }));
}

const hasArabicLetters = (text: string) => /[\u0600-\u06ff]/.test(text);

/**
 * Texts of the Arabic block that Arabic pages show and that have no Arabic letters: they would show in English
 * there (a Latin name may be right; the build only warns, docs/decisions/118).
 */
export function factsWithoutArabic({ ar }: Settings): string[] {
  const { nationalAddress: address } = ar;
  const shown = [
    ...ar.leaders.map((leader) => leader.name),
    ...ar.offices.flatMap((office) => [office.city, office.address]),
    address.street,
    address.district,
    address.city,
    ...ar.awardingBodies.map((award) => award.body),
    ...ar.licences.map((licence) => licence.label),
    ...ar.sectors,
    ...ar.partnerLogos.map((logo) => logo.name),
  ];
  return [...new Set(shown)].filter((text) => !hasArabicLetters(text));
}
