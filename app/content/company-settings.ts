import { z } from "zod";
import { ContentError, parseRecord, type Bilingual } from "./bilingual";

// The company's facts (docs/decisions/136): content/settings/company.yaml, English and Arabic side by side like every
// content record. Numbers, codes, coordinates, figures and image paths are language-neutral: written alike in both
// blocks (the CMS copies them), and the build refuses a file where the two blocks disagree on one.

export const companySettingsFile = "content/settings/company.yaml";

const text = z.string().trim().min(1);
/** A field the same in both languages (Decap's `i18n: duplicate`). */
const neutral = <T extends z.ZodType>(schema: T, label: string) => schema.meta({ i18n: "duplicate", label });

const phone = text.regex(/^\+?[\d ()-]+$/, "digits, spaces, + and - only, e.g. +966 11 234 5678");
const year = z.number({ error: "a year, e.g. 2017" }).int().min(1900).max(2100);

const licenceSchema = z.strictObject({
  label: text.meta({ label: "Licence or certificate" }),
  number: neutral(text, "Its number"),
});

/** The Saudi national address (Wasel): 4-digit building number, 5-digit postal code, 4-digit additional number. */
const nationalAddressSchema = z.strictObject({
  buildingNumber: neutral(z.string().regex(/^\d{4}$/, "building number: 4 digits"), "Building number"),
  street: text.meta({ label: "Street" }),
  district: text.meta({ label: "District" }),
  city: text.meta({ label: "City" }),
  postalCode: neutral(z.string().regex(/^\d{5}$/, "postal code: 5 digits"), "Postal code"),
  additionalNumber: neutral(z.string().regex(/^\d{4}$/, "additional number: 4 digits"), "Additional number"),
  shortAddress: neutral(
    z
      .string()
      .regex(/^[A-Z]{4}\d{4}$/, "short address: 4 letters and 4 digits, e.g. RRRD2929")
      .optional(),
    "Short address",
  ),
});

/** A point on the map in decimal degrees (WGS 84), as Google Maps and the national address's location give it. */
const coordinatesSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/**
 * The founding story (docs/decisions/081): the engineers have worked together since one year (the home page's
 * 2008), the company was incorporated in another (About Us's 2017). Every "N+ years" is counted from these to
 * `asOfYear`, or to the year of the build when none is set.
 */
const foundingSchema = z
  .strictObject({
    engineersSince: year.meta({ label: "Engineers working together since" }),
    incorporated: year.meta({ label: "Incorporated in" }),
    asOfYear: year.optional().meta({ label: 'Year "N+ years" counts to (empty: the year of the build)' }),
  })
  .refine((founding) => founding.engineersSince <= founding.incorporated, {
    path: ["engineersSince"],
    message: "must not be after incorporated",
  });

/** A named leader, matched to a role of the Leadership page by its exact title in the same language. */
const leaderSchema = z.strictObject({
  role: text.meta({ label: "Role, exactly as the Leadership page titles it in this language" }),
  name: text.meta({ label: "Name" }),
});

/** The body that gave an award, matched to an award of the Awards page by its exact English title (in both blocks). */
const awardingBodySchema = z.strictObject({
  award: neutral(text, "Award, exactly as the English Awards page titles it"),
  body: text.meta({ label: "Awarding body" }),
});

/** The proof band's figures: whole clients and projects, satisfaction in percent, the team's size. */
const proofSchema = z.strictObject({
  clients: z.number().int().positive(),
  projects: z.number().int().positive(),
  satisfactionPercent: z.number().positive().max(100),
  teamSize: z.number().int().positive(),
});

/** A partner's logo: an image under public/ (or an https URL) and the partner's name as its text alternative. */
const partnerLogoSchema = z.strictObject({
  name: text.meta({ label: "Partner's name" }),
  // Uploaded through the editor into public/media (docs/editing.md), or a path or https URL written by hand.
  src: neutral(z.string().regex(/^(\/[\w./-]+|https:\/\/\S+)$/, "a path under public/ or an https URL"), "Logo").meta({
    widget: "image",
  }),
});

const officeSchema = z.strictObject({
  /** Names the office for search engines (its structured data's id) in both languages. */
  id: neutral(z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and - only, e.g. abu-dhabi"), "Id (Latin letters)"),
  city: text.meta({ label: "City" }),
  country: neutral(z.string().regex(/^[A-Z]{2}$/, "ISO 3166 country code, e.g. SA"), "Country code"),
  address: text.meta({ label: "Address" }),
  phone: neutral(phone, "Phone"),
  email: neutral(z.email(), "Email"),
});

export const companySettingsSchema = z.strictObject({
  companyName: text.meta({ label: "Company name" }),
  /** The registered name, shown beside the registration numbers; empty until configured. */
  legalName: z.string().trim().meta({ label: "Legal (registered) name" }),
  /** The logo's two tones, first in white/slate, second in amber: the brand, in Latin letters in both languages. */
  wordmark: neutral(z.tuple([text, text]), "Wordmark (two parts)"),
  phone: neutral(phone, "Phone"),
  email: neutral(z.email(), "Email"),
  whatsapp: neutral(phone, "WhatsApp number"),
  emergencyPhone: neutral(phone, "Emergency phone"),
  commercialRegistration: neutral(z.string().regex(/^\d{10}$/, "10 digits"), "Commercial registration (CR) number"),
  /** Saudi VAT registration numbers are 15 digits, starting and ending with 3; empty until registered. */
  vatNumber: neutral(z.string().regex(/^(3\d{13}3)?$/, "15 digits starting and ending with 3, or empty"), "VAT number"),
  licences: z.array(licenceSchema).meta({ label: "Licences and certificates" }),
  /** The head office's national address, shown on Our Location. */
  nationalAddress: nationalAddressSchema.meta({ label: "Head office's national address" }),
  /** Where the head office is, for Our Location's "Open in Maps". */
  headOfficeCoordinates: neutral(coordinatesSchema, "Head office's coordinates"),
  founding: neutral(foundingSchema, "Founding"),
  leaders: z.array(leaderSchema).meta({ label: "Leaders' names" }),
  /** An award is shown only with its awarding body. */
  awardingBodies: z.array(awardingBodySchema).meta({ label: "Awarding bodies" }),
  proof: neutral(proofSchema, "Proof figures"),
  /**
   * The one reply-time promise (docs/decisions/156): every text that states it writes {replyTime}, filled from here
   * ("24 hours", "24 ساعة"). Counted on working days (Sunday to Thursday).
   */
  replyWithinHours: neutral(z.number().int().min(1).max(72), "Reply within (hours, working days)"),
  /** Sectors served, as chips under the home hero until partner logos exist. */
  sectors: z.array(text).min(1).meta({ label: "Sectors served" }),
  partnerLogos: z.array(partnerLogoSchema).meta({ label: "Partner logos" }),
  /** Saudi offices are listed first. */
  offices: z.array(officeSchema).min(1).meta({ label: "Offices" }),
});

export type CompanySettings = z.output<typeof companySettingsSchema>;
export type Licence = z.output<typeof licenceSchema>;
export type NationalAddress = z.output<typeof nationalAddressSchema>;
export type Coordinates = z.output<typeof coordinatesSchema>;
export type Founding = z.output<typeof foundingSchema>;
export type Leader = z.output<typeof leaderSchema>;
export type AwardingBody = z.output<typeof awardingBodySchema>;
export type ProofFigures = z.output<typeof proofSchema>;
export type PartnerLogo = z.output<typeof partnerLogoSchema>;
export type Office = z.output<typeof officeSchema>;

/** The settings file as the CMS lists it (a single-file record). */
export const companySettingsCollection = {
  name: "company",
  label: "Company settings",
  file: companySettingsFile,
  schema: companySettingsSchema,
};

const isNeutral = (schema: z.ZodType) => z.globalRegistry.get(schema)?.i18n === "duplicate";

function containsNeutral(schema: z.ZodType): boolean {
  if (isNeutral(schema)) return true;
  if (schema instanceof z.ZodObject) return Object.values(schema.shape as Record<string, z.ZodType>).some(containsNeutral);
  if (schema instanceof z.ZodArray) return containsNeutral(schema.element as z.ZodType);
  if (schema instanceof z.ZodOptional) return containsNeutral(schema.unwrap() as z.ZodType);
  return false;
}

/** Where the Arabic block differs from the English one on a language-neutral field, as `ar.<path>: …` messages. */
function neutralDifferences(schema: z.ZodType, en: unknown, ar: unknown, path: string): string[] {
  if (isNeutral(schema)) {
    return JSON.stringify(en) === JSON.stringify(ar)
      ? []
      : [`ar.${path}: must be the same as en.${path} (written alike in both languages)`];
  }
  if (schema instanceof z.ZodObject && en && ar) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const [english, arabic] = [en as Record<string, unknown>, ar as Record<string, unknown>];
    return Object.entries(shape).flatMap(([key, field]) =>
      neutralDifferences(field, english[key], arabic[key], path ? `${path}.${key}` : key),
    );
  }
  if (schema instanceof z.ZodArray && Array.isArray(en) && Array.isArray(ar) && containsNeutral(schema.element as z.ZodType)) {
    if (en.length !== ar.length) return [`ar.${path}: ${ar.length} entries where en has ${en.length} (each entry is in both languages)`];
    return en.flatMap((item, index) => neutralDifferences(schema.element as z.ZodType, item, ar[index], `${path}[${index}]`));
  }
  return [];
}

/**
 * The settings file's data (as the YAML plugin gives it), validated: a ContentError names the file and each field at
 * fault, a language-neutral field that differs between the blocks included.
 */
export function parseCompanySettings(data: unknown, file = companySettingsFile): Bilingual<CompanySettings> {
  const settings = parseRecord(file, data, companySettingsSchema);
  const differences = neutralDifferences(companySettingsSchema, settings.en, settings.ar, "");
  if (differences.length > 0) throw new ContentError(`${file}: ${differences.join("; ")}`);
  return settings;
}
