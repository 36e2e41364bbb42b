import { z } from "zod";
import pageData from "/content/texts/faqs.yaml";
import { ContentError, parseCollection, parseRecord } from "./bilingual";
import { serviceIndex } from "./service-index";

// The FAQs' schemas and collections, and their validation (./records.server.ts): pages read the records as plain data
// (./faqs.ts), so that zod stays out of the browser's build (docs/decisions/138).

const PAGE_FILE = "content/texts/faqs.yaml";
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and hyphens");

export const faqPageSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(1).meta({ label: "Introduction", widget: "text" }),
  contactLabel: z.string().min(1).meta({ label: "Contact button" }),
  /** Heading of the questions block on a service page. */
  serviceHeading: z.string().min(1).meta({ label: "Heading on service pages" }),
  groups: z
    .array(z.object({ id: slug.meta({ i18n: "duplicate" }), heading: z.string().min(1) }))
    .min(1)
    .meta({ label: "Topics" }),
});

export const faqPageCollection = { name: "faq-page", label: "FAQ page", file: PAGE_FILE, schema: faqPageSchema };

export const faqPageRecord = parseRecord(PAGE_FILE, pageData, faqPageSchema);

const groupIds = faqPageRecord.en.groups.map((group) => group.id) as [string, ...string[]];
const serviceSlugs = serviceIndex.map((service) => service.slug) as [string, ...string[]];

export const faqSchema = z.object({
  /** Stable anchor for the question (`/resources/faqs#<id>`): the file's name. */
  id: slug.meta({ i18n: "duplicate", label: "Id (the file's name, the question's anchor)" }),
  group: z.enum(groupIds).meta({ i18n: "duplicate", label: "Topic" }),
  order: z.number().int().min(1).meta({ i18n: "duplicate", label: "Place in its topic" }),
  services: z.array(z.enum(serviceSlugs)).optional().meta({ i18n: "duplicate", label: "Also shown on these service pages" }),
  question: z.string().min(1),
  answer: z.string().min(1).meta({ widget: "text" }),
});

export const faqsCollection = { name: "faqs", label: "FAQs", folder: "content/faqs", schema: faqSchema };

const files = import.meta.glob("/content/faqs/*.yaml", { eager: true, import: "default" });

export const faqRecords = parseCollection(files, faqSchema);

for (const file of Object.keys(files)) {
  const id = file.replace(/^.*\/|\.yaml$/g, "");
  // The id is the question's anchor and the CMS's file name: one question per file, named after it.
  if (!faqRecords.en.some((faq) => faq.id === id)) throw new ContentError(`${file.slice(1)}: en.id: must be the file's name, "${id}"`);
}
