import type { z } from "zod";
import data from "/content/forms/quote-topics.yaml";
import type { Locale } from "~/i18n/locale";
import type { Bilingual } from "./bilingual";
import { quoteTopics } from "./home/actions";
import { industryIndex } from "./industry-index";
import industryIndexArabic from "./industry-index.ar";
import type { quoteTopicsSchema } from "./quote-topics.server";
import { serviceIndex } from "./service-index";
import serviceIndexArabic from "./service-index.ar";

// What a quote request is about: preselected from `/contact/get-quote?topic=<id>` by the buttons that lead there.
// The general topics' labels are content/forms/quote-topics.yaml (plain data here, read by the quote form's island:
// ./quote-topics.server.ts validates it); a service or an industry is its page's title.

const texts = data as Bilingual<z.output<typeof quoteTopicsSchema>>;

export type QuoteTopicGroup = "general" | "services" | "industries";

export interface QuoteTopicOption {
  id: string;
  label: string;
  group: QuoteTopicGroup;
}

/** The groups in the order the topic list shows them, with their names in a language. */
export const quoteTopicGroups = (locale: Locale) =>
  (["general", "services", "industries"] as const).map((id) => ({ id, label: texts[locale].groups[id] }));

/** A service's or an industry's title in a language, from its index's own Arabic (those indexes are not records yet). */
const titleIn = (title: string, locale: Locale, arabic: Readonly<Record<string, string>>) =>
  locale === "ar" ? (arabic[title] ?? title) : title;

/** Every topic with its label in a language. */
export const quoteTopicOptions = (locale: Locale): QuoteTopicOption[] => [
  ...quoteTopics.map((id): QuoteTopicOption => ({ id, label: texts[locale].topics[id], group: "general" })),
  ...serviceIndex.map((s): QuoteTopicOption => ({ id: s.slug, label: titleIn(s.title, locale, serviceIndexArabic), group: "services" })),
  ...industryIndex.map((i): QuoteTopicOption => ({
    id: i.slug,
    label: titleIn(i.title, locale, industryIndexArabic),
    group: "industries",
  })),
];

export function findQuoteTopic(id: string | null | undefined, locale: Locale = "en"): QuoteTopicOption | undefined {
  return quoteTopicOptions(locale).find((topic) => topic.id === id);
}
