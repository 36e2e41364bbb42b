import type { z } from "zod";
import data from "/content/forms/quote-topics.yaml";
import type { Locale } from "~/i18n/locale";
import type { Bilingual } from "./bilingual";
import { quoteTopics } from "./home/actions";
import { industryIndex } from "./industry-index";
import type { quoteTopicsSchema } from "./quote-topics.server";
import { serviceIndex } from "./service-index";

// What a quote request is about: preselected from `/contact/get-quote?topic=<id>` by the buttons that lead there.
// The labels are content/forms/quote-topics.yaml (plain data here, read by the quote form's island:
// ./quote-topics.server.ts validates it); a service's or an industry's is its page's title.

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

/** Every topic with its label in a language. */
export const quoteTopicOptions = (locale: Locale): QuoteTopicOption[] => [
  ...quoteTopics.map((id): QuoteTopicOption => ({ id, label: texts[locale].topics[id], group: "general" })),
  ...serviceIndex.map(({ slug }): QuoteTopicOption => ({ id: slug, label: texts[locale].services[slug]!, group: "services" })),
  ...industryIndex.map(({ slug }): QuoteTopicOption => ({ id: slug, label: texts[locale].industries[slug]!, group: "industries" })),
];

/** The topic list as the quote form shows it, in a language: each group with its topics (given to its island as props). */
export type QuoteTopicChoices = readonly { id: QuoteTopicGroup; label: string; options: readonly { id: string; label: string }[] }[];

export function quoteTopicChoices(locale: Locale): QuoteTopicChoices {
  const options = quoteTopicOptions(locale);
  return quoteTopicGroups(locale).map((group) => ({
    ...group,
    options: options.filter((option) => option.group === group.id).map(({ id, label }) => ({ id, label })),
  }));
}

export function findQuoteTopic(id: string | null | undefined, locale: Locale = "en"): QuoteTopicOption | undefined {
  return quoteTopicOptions(locale).find((topic) => topic.id === id);
}
