import type { z } from "zod";
import data from "/content/forms/quote-topics.yaml";
import type { Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import type { Bilingual } from "./bilingual";
import { quoteTopics } from "./home/actions";
import { industryIndex } from "./industry-index";
import type { quoteTopicsSchema } from "./quote-topics.server";
import { serviceIndex } from "./service-index";

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

/**
 * Every topic with its label in a language. The services' and industries' titles still come through the catalogue, at
 * render (registered by then), which the Arabic pages load apart: their index modules are not records yet.
 */
export const quoteTopicOptions = (locale: Locale): QuoteTopicOption[] => [
  ...quoteTopics.map((id): QuoteTopicOption => ({ id, label: texts[locale].topics[id], group: "general" })),
  ...serviceIndex.map((s): QuoteTopicOption => ({ id: s.slug, label: localize(s.title, locale), group: "services" })),
  ...industryIndex.map((i): QuoteTopicOption => ({
    id: i.slug,
    label: localize(i.title, locale),
    group: "industries",
  })),
];

export function findQuoteTopic(id: string | null | undefined, locale: Locale = "en"): QuoteTopicOption | undefined {
  return quoteTopicOptions(locale).find((topic) => topic.id === id);
}
