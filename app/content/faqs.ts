import type { z } from "zod";
import pageData from "/content/texts/faqs.yaml";
import { bothLocales, collectionData, type Bilingual } from "./bilingual";
import type { faqPageSchema, faqSchema } from "./faqs.server";

// The FAQs page (/resources/faqs): one record per question in content/faqs/, the page's texts and its topics in
// content/texts/faqs.yaml, plain data here (./faqs.server.ts validates them). Every answer rests on a fact the spec
// states (SPEC §2, §9): business hours, response times, installation times, warranties, prices, and the quote promise
// (tests/unit/content-faqs.test.ts). A question that names services is also shown on those service pages
// (app/pages/faq/ServiceQuestions.tsx).

export type Faq = z.output<typeof faqSchema>;
export interface FaqGroup {
  id: string;
  heading: string;
  items: Faq[];
}

export const faqPage = pageData as Bilingual<z.output<typeof faqPageSchema>>;

const faqs = collectionData<Faq>(import.meta.glob("/content/faqs/*.yaml", { eager: true, import: "default" }));

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
