// Company facts shown across the site. The spec gives none ({phone}, {email}): the defaults below are obvious
// placeholders or the spec's own unverified claims, each overridable by an environment variable
// (app/config/site-config.server.ts). `npm run build` lists every fact still a placeholder (docs/decisions/080).
export interface Office {
  city: string;
  /** ISO 3166 country code, for structured data. */
  country: string;
  address: string;
  phone: string;
  email: string;
}

/** A licence or certificate the company holds, with its number: "MOI security-camera installer licence" 12345. */
export interface Licence {
  label: string;
  number: string;
}

/** The Saudi national address (Wasel): 4-digit building number, 5-digit postal code, 4-digit additional number. */
export interface NationalAddress {
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
  additionalNumber: string;
  /** Four letters and four digits, e.g. RRRD2929. */
  shortAddress?: string;
}

/** A point on the map in decimal degrees (WGS 84), as Google Maps and the national address's location give it. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The founding story (docs/decisions/081): the engineers have worked together since one year (the home page's
 * 2008), the company was incorporated in another (About Us's 2017). Every "N+ years" is counted from these to
 * `asOfYear`, or to the year of the build when none is set.
 */
export interface Founding {
  engineersSince: number;
  incorporated: number;
  asOfYear?: number;
}

/** A named leader, matched to a role of the Leadership page by its exact title. */
export interface Leader {
  role: string;
  name: string;
}

/** The proof band's figures: whole clients and projects, satisfaction in percent, the team's size. */
export interface ProofFigures {
  clients: number;
  projects: number;
  satisfactionPercent: number;
  teamSize: number;
}

/** A partner's logo: an image under public/ (or an https URL) and the partner's name as its text alternative. */
export interface PartnerLogo {
  name: string;
  src: string;
}

export interface SiteConfig {
  siteUrl: string;
  companyName: string;
  /** The registered name, shown beside the registration numbers; empty until configured. */
  legalName: string;
  /** The names as the Arabic pages and their structured data give them. */
  companyNameArabic: string;
  legalNameArabic: string;
  /** The wordmark's two tones: first part in white/slate, second in amber. */
  wordmark: readonly [string, string];
  phone: string;
  email: string;
  whatsapp: string;
  emergencyPhone: string;
  commercialRegistration: string;
  /** The 15-digit VAT registration number; empty until configured. */
  vatNumber: string;
  licences: Licence[];
  /** The head office's national address, shown on Our Location. */
  nationalAddress: NationalAddress;
  /** Where the head office is, for Our Location's "Open in Maps". */
  headOfficeCoordinates: Coordinates;
  founding: Founding;
  leaders: Leader[];
  /** Awarding body by award title (app/content/about.ts); an award without one is not shown. */
  awardingBodies: Record<string, string>;
  proof: ProofFigures;
  /** Sectors served, as chips under the home hero until partner logos exist. */
  sectors: string[];
  partnerLogos: PartnerLogo[];
  offices: Office[];
  /**
   * The configured facts in Arabic, keyed by the English text as configured (a leader's name, an office's address, an
   * awarding body): Arabic pages show these before the catalogues' Arabic, and the English where neither has one.
   */
  arabicFacts: Record<string, string>;
}

export const defaultSiteConfig: SiteConfig = {
  siteUrl: "http://localhost:3000",
  companyName: "K2 Security Systems",
  legalName: "",
  companyNameArabic: "كي تو للأنظمة الأمنية",
  legalNameArabic: "",
  wordmark: ["K2", "Security"],
  phone: "+966 11 000 0000",
  email: "info@example.com",
  whatsapp: "+966 50 000 0000",
  emergencyPhone: "+966 50 000 0001",
  commercialRegistration: "1010000000",
  vatNumber: "",
  licences: [],
  // Zeros for the numbers, like the phone's 000 0000: the street and district are the default office's (Olaya).
  nationalAddress: {
    buildingNumber: "0000",
    street: "Olaya Street",
    district: "Al Olaya",
    city: "Riyadh",
    postalCode: "00000",
    additionalNumber: "0000",
    shortAddress: "RRRD0000",
  },
  // Al Olaya, between King Fahd Road and Olaya Street (the drawing of app/content/location.ts).
  headOfficeCoordinates: { latitude: 24.6995, longitude: 46.6837 },
  // SPEC §1: the home page dates the company from 2008, About Us and the timeline from 2017.
  founding: { engineersSince: 2008, incorporated: 2017 },
  leaders: [],
  awardingBodies: {},
  // SPEC §1 claims: 500+ clients, 200+ projects, 99.8% client satisfaction, 50+ team.
  proof: { clients: 500, projects: 200, satisfactionPercent: 99.8, teamSize: 50 },
  // SPEC §1's audience.
  sectors: ["Retail", "Education", "Healthcare", "Logistics", "Industrial", "Commercial property", "Farms", "Homes"],
  partnerLogos: [],
  offices: [
    {
      city: "Riyadh",
      country: "SA",
      address: "Olaya District, Riyadh, Saudi Arabia",
      phone: "+966 11 000 0000",
      email: "riyadh@example.com",
    },
    {
      city: "Dubai",
      country: "AE",
      address: "Business Bay, Dubai, United Arab Emirates",
      phone: "+971 4 000 0000",
      email: "dubai@example.com",
    },
    {
      city: "Abu Dhabi",
      country: "AE",
      address: "Al Maryah Island, Abu Dhabi, United Arab Emirates",
      phone: "+971 2 000 0000",
      email: "abudhabi@example.com",
    },
  ],
  arabicFacts: {},
};

/** Digits only, for tel: and wa.me links. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp click-to-chat: the number in international form, digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** The year "N+ years" counts to: the configured one, else the current (at build time, the build's) year. */
export function factsYear(founding: Founding, now: Date = new Date()): number {
  return founding.asOfYear ?? now.getFullYear();
}

/** Whole years from `since` to the facts' year, as the spec counts them ("7+ Years" from 2017 in 2024). */
export function yearsSince(since: number, founding: Founding, now?: Date): number {
  return Math.max(0, factsYear(founding, now) - since);
}

/** The registration facts a Saudi buyer checks (CR, VAT, licences), each only once configured: never a placeholder. */
export const registrationLabels = { commercialRegistration: "CR No.", vat: "VAT No." };

export function registrationFacts(site: SiteConfig): Licence[] {
  return [
    ...(site.commercialRegistration !== defaultSiteConfig.commercialRegistration
      ? [{ label: registrationLabels.commercialRegistration, number: site.commercialRegistration }]
      : []),
    ...(site.vatNumber ? [{ label: registrationLabels.vat, number: site.vatNumber }] : []),
    ...site.licences,
  ];
}

/** Offices with those in Saudi Arabia (the head office in Riyadh) first, the rest in their configured order. */
export function officesHeadFirst(offices: readonly Office[]): Office[] {
  return [...offices].sort((a, b) => Number(b.country === "SA") - Number(a.country === "SA"));
}

/**
 * Fills the site's facts into a text of the content: {company}, {email}, {phone}; the proof figures {clients},
 * {projects}, {satisfaction} and {teamSize}; the founding story's {engineersSince}, {incorporated} and {years} (the
 * years of work since {engineersSince}: one count everywhere, docs/decisions/081).
 */
export function fillSiteFacts(text: string, site: SiteConfig): string {
  const { founding, proof } = site;
  const facts: Record<string, string | number> = {
    company: site.companyName,
    email: site.email,
    phone: site.phone,
    clients: proof.clients,
    projects: proof.projects,
    satisfaction: proof.satisfactionPercent,
    teamSize: proof.teamSize,
    engineersSince: founding.engineersSince,
    incorporated: founding.incorporated,
    years: yearsSince(founding.engineersSince, founding),
    year: new Date().getFullYear(),
  };
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (name in facts ? String(facts[name]) : token));
}

/** The same for every text inside a content object (arrays and plain objects; anything else as it is). */
export function fillSiteFactsIn<T>(value: T, site: SiteConfig): T {
  if (typeof value === "string") return fillSiteFacts(value, site) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillSiteFactsIn(item, site)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSiteFactsIn(item, site)])) as T;
  }
  return value;
}
