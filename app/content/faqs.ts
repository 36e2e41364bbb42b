import { z } from "zod";
import pageData from "/content/texts/faqs.yaml";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { recordsById } from "./record-files";
import { serviceIndex } from "./service-index";
import { fillIn } from "./in-locale";
import { slugSchema, textSchema } from "./types";
import { priceTokens } from "./price-tokens";
import { warrantyTokens } from "./warranties";

// The FAQs page (/resources/faqs): one record per question in content/faqs/, the page's texts and its topics in
// content/texts/faqs.yaml. Every answer rests on a fact the spec states (SPEC §2, §9): business hours, response
// times, installation times, warranties, prices, and the quote promise (tests/unit/content-faqs.test.ts). A question
// that names services is also shown on those service pages (app/pages/faq/ServiceQuestions.tsx).

const PAGE_FILE = "content/texts/faqs.yaml";

export const faqPageSchema = z.object({
  heading: textSchema(),
  text: textSchema().meta({ label: "Introduction", widget: "text" }),
  contactLabel: textSchema().meta({ label: "Contact button" }),
  /** Heading of the questions block on a service page. */
  serviceHeading: textSchema().meta({ label: "Heading on service pages" }),
  groups: z
    .array(z.object({ id: slugSchema(), heading: textSchema() }))
    .min(1)
    .meta({ label: "Topics" }),
});

export const faqPageCollection = { name: "faq-page", label: "FAQ page", file: PAGE_FILE, schema: faqPageSchema };

export const faqPage = parseRecord(PAGE_FILE, pageData, faqPageSchema);

const groupIds = faqPage.en.groups.map((group) => group.id) as [string, ...string[]];
const serviceSlugs = serviceIndex.map((service) => service.slug) as [string, ...string[]];

export const faqSchema = z.object({
  /** Stable anchor for the question (`/resources/faqs#<id>`): the file's name. */
  id: slugSchema("Id (the file's name, the question's anchor)"),
  group: z.enum(groupIds).meta({ i18n: "duplicate", label: "Topic" }),
  order: z.number().int().min(1).meta({ i18n: "duplicate", label: "Place in its topic" }),
  services: z.array(z.enum(serviceSlugs)).optional().meta({ i18n: "duplicate", label: "Also shown on these service pages" }),
  question: textSchema(),
  answer: textSchema().meta({ widget: "text" }),
});

export const faqsCollection = { name: "faqs", label: "FAQs", folder: "content/faqs", schema: faqSchema };

export type Faq = z.output<typeof faqSchema>;
export interface FaqGroup {
  id: string;
  heading: string;
  items: Faq[];
}

// The id is the question's anchor and the CMS's file name: one question per file, named after it.
const faqRecords = recordsById(import.meta.glob("/content/faqs/*.yaml", { eager: true, import: "default" }), faqSchema, "id");
// Warranties and prices by their tokens ({installationWarranty}: content/pricing/warranties.yaml; {basicPackagePrice}:
// ./price-tokens.ts); the site's facts ({replyTime}) are filled in by the pages, which have the settings.
const faqs: Bilingual<Faq[]> = bothLocales((locale) =>
  [...faqRecords.values()].map((record) => ({
    ...record[locale],
    answer: fillIn(record[locale].answer, { ...warrantyTokens[locale], ...priceTokens[locale] }),
  })),
);

/** The topics with their questions, in page order (by topic, then by place in it); a topic without questions is left out. */
export const faqGroups: Bilingual<FaqGroup[]> = bothLocales((locale) =>
  faqPage[locale].groups
    .map((group) => ({
      ...group,
      items: faqs[locale].filter((faq) => faq.group === group.id).toSorted((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
    }))
    .filter((group) => group.items.length > 0),
);

export const allFaqs: Bilingual<Faq[]> = bothLocales((locale) => faqGroups[locale].flatMap((group) => group.items));

/** The questions a service page shows: those that name its service. */
export const faqsOfService = (serviceSlug: string): Bilingual<Faq[]> =>
  bothLocales((locale) => allFaqs[locale].filter((faq) => faq.services?.includes(serviceSlug)));
