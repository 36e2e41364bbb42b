import { z } from "zod";
import data from "/content/forms/consent.yaml";
import { localizedPath, type Locale } from "~/i18n/locale";
import { parseRecord } from "./bilingual";
import { fillSiteFactsIn, type SiteConfig } from "./site";

// The consent every lead form asks for (content/forms/consent.yaml). Stored with each lead together with its version
// and time (PDPL), in English. The forms' islands get its texts in the page's language as props (`consentTextsIn`,
// decision 140). The texts are legal wording: change them with the privacy notice, and move `consent.version`.

const FILE = "content/forms/consent.yaml";
const text = (label: string) => z.string().min(1).meta({ label, widget: "text" });

export const consentSchema = z.object({
  text: text("Consent box (required)"),
  marketing: text("Marketing box (optional)"),
  newsletter: text("Newsletter sign-up consent"),
  notice: z
    .object({
      title: z.string().min(1),
      /** After the title on the notice's one closed line; the items open under it (app/ui/forms/ConsentFields.tsx). */
      summary: z.string().min(1),
      items: z.array(z.object({ label: z.string().min(1), text: z.string().min(1).meta({ widget: "text" }) })).min(1),
      fullNotice: z.string().min(1).meta({ label: "Link to the privacy notice" }),
    })
    .meta({ label: "Collection notice beside the consent box" }),
});

export const consentCollection = { name: "consent", label: "Consent texts", file: FILE, schema: consentSchema };

export const consentText = parseRecord(FILE, data, consentSchema);

export const consent = {
  text: consentText.en.text,
  /** Change the version whenever the text, the notice beside it or the privacy notice changes materially. */
  version: "2026-11-24",
  privacyPath: "/legal/privacy",
  termsPath: "/legal/terms",
} as const;

/**
 * The short notice beside the consent box, at the point of collection (PDPL Art. 13): who collects, why and on what
 * basis, who receives the data, any transfer abroad, what happens without it, the visitor's rights, and the full
 * notice; in a language, with the company's facts ({company} and {email}) filled in.
 */
export function collectionNotice(site: SiteConfig, locale: Locale = "en") {
  return fillSiteFactsIn(consentText[locale].notice, site);
}

/** The notice's texts: its title and one-line summary, its items, the link to the full notice. */
export interface CollectionNoticeTexts {
  title: string;
  /** Absent for a notice that has none yet (the careers application's): the title alone is the closed line. */
  summary?: string;
  items: readonly { label: string; text: string }[];
  fullNotice: string;
}

/**
 * The consent record's texts in a language, the company's facts filled in, and the two documents' paths in that
 * language: what the consent fields show (app/ui/forms/ConsentFields.tsx).
 */
export interface ConsentTexts {
  notice: CollectionNoticeTexts;
  marketing: string;
  privacyPath: string;
  termsPath: string;
}

/** What the consent fields show in `locale` (app/ui/forms/ConsentFields.tsx): given to a form's island as props. */
export function consentTextsIn(site: SiteConfig, locale: Locale): ConsentTexts {
  return {
    notice: collectionNotice(site, locale),
    marketing: consentText[locale].marketing,
    privacyPath: localizedPath(consent.privacyPath, locale),
    termsPath: localizedPath(consent.termsPath, locale),
  };
}

/** The footer box has no checkbox: subscribing, then confirming by email (double opt-in), is the consent. */
export const newsletterConsent = { text: consentText.en.newsletter, version: consent.version } as const;
