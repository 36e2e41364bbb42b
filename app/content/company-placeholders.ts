import type { Bilingual } from "./in-locale";
import type { CompanySettings } from "./company-settings";

// The placeholders content/settings/company.yaml ships with, until the company writes its own facts there. The spec
// gives none ({phone}, {email}): they are obvious dummies (000 numbers, example.com) or the spec's own unverified
// claims. A fact still equal to its placeholder is listed by `npm run build` (app/config/company-facts.server.ts,
// docs/decisions/080 and 136); the CR number is never shown while it is the placeholder.
// Plain object literals only: the English ones reach the browser (app/content/site.ts), the Arabic ones must not.

/** The company's name in each language (the other one is structured data's alternateName). */
export const placeholderNames = { en: "K2 Security Systems", ar: "كي تو للأنظمة الأمنية" } as const;

const riyadh = { id: "riyadh", country: "SA", phone: "+966 11 000 0000", email: "riyadh@example.com" };
const dubai = { id: "dubai", country: "AE", phone: "+971 4 000 0000", email: "dubai@example.com" };
const abuDhabi = { id: "abu-dhabi", country: "AE", phone: "+971 2 000 0000", email: "abudhabi@example.com" };

/** What both languages share: numbers, figures, codes (written alike in both blocks). */
const neutral = {
  legalName: "",
  wordmark: ["K2", "Security"],
  phone: "+966 11 000 0000",
  email: "info@example.com",
  whatsapp: "+966 50 000 0000",
  emergencyPhone: "+966 50 000 0001",
  commercialRegistration: "1010000000",
  vatNumber: "",
  licences: [],
  // Al Olaya, between King Fahd Road and Olaya Street (the drawing of app/content/location.ts).
  headOfficeCoordinates: { latitude: 24.6995, longitude: 46.6837 },
  // SPEC §1: the home page dates the company from 2008, About Us and the timeline from 2017.
  founding: { engineersSince: 2008, incorporated: 2017 },
  leaders: [],
  awardingBodies: [],
  // SPEC §1 claims: 500+ clients, 200+ projects, 99.8% client satisfaction, 50+ team.
  proof: { clients: 500, projects: 200, satisfactionPercent: 99.8, teamSize: 50 },
  replyWithinHours: 24,
  partnerLogos: [],
} satisfies Partial<CompanySettings>;

// Zeros for the national address's numbers, like the phone's 000 0000; the street and district are the default office's.
const addressNumbers = { buildingNumber: "0000", postalCode: "00000", additionalNumber: "0000", shortAddress: "RRRD0000" };

export const englishPlaceholders: CompanySettings = {
  ...neutral,
  companyName: placeholderNames.en,
  nationalAddress: { ...addressNumbers, street: "Olaya Street", district: "Al Olaya", city: "Riyadh" },
  // SPEC §1's audience.
  sectors: ["Retail", "Education", "Healthcare", "Logistics", "Industrial", "Commercial property", "Farms", "Homes"],
  offices: [
    { ...riyadh, city: "Riyadh", address: "Olaya District, Riyadh, Saudi Arabia" },
    { ...dubai, city: "Dubai", address: "Business Bay, Dubai, United Arab Emirates" },
    { ...abuDhabi, city: "Abu Dhabi", address: "Al Maryah Island, Abu Dhabi, United Arab Emirates" },
  ],
};

export const arabicPlaceholders: CompanySettings = {
  ...neutral,
  companyName: placeholderNames.ar,
  nationalAddress: { ...addressNumbers, street: "شارع العليا", district: "العليا", city: "الرياض" },
  sectors: ["التجزئة", "التعليم", "الرعاية الصحية", "الخدمات اللوجستية", "الصناعة", "العقارات التجارية", "المزارع", "المنازل"],
  offices: [
    { ...riyadh, city: "الرياض", address: "حي العليا، الرياض، المملكة العربية السعودية" },
    { ...dubai, city: "دبي", address: "الخليج التجاري، دبي، الإمارات العربية المتحدة" },
    { ...abuDhabi, city: "أبوظبي", address: "جزيرة المارية، أبوظبي، الإمارات العربية المتحدة" },
  ],
};

export const placeholderSettings: Bilingual<CompanySettings> = { en: englishPlaceholders, ar: arabicPlaceholders };
