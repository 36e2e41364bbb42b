import { z } from "zod";
import data from "/content/forms/quote-topics.yaml";
import type { Locale } from "~/i18n/locale";
import { parseRecord } from "./bilingual";
import { quoteTopics } from "./home/actions";
import { industryIndex } from "./industry-index";
import { quoteTopicIds, type QuoteTopicGroup } from "./quote-topic-ids";
import { serviceIndex } from "./service-index";

// What a quote request is about: preselected from `/contact/get-quote?topic=<id>` by the buttons that lead there.
// The labels are content/forms/quote-topics.yaml; a service's or an industry's is its page's title. The ids, which
// the forms' checks need in the browser, are ./quote-topic-ids.ts; the quote form's island gets the labels as props
// (`quoteTopicChoices`, decision 140).

export type { QuoteTopicGroup } from "./quote-topic-ids";

const FILE = "content/forms/quote-topics.yaml";
const label = z.string().min(1);

export const quoteTopicsSchema = z.object({
  groups: z.object({ general: label, services: label, industries: label }).meta({ label: "Groups of the topic list" }),
  /** The general topics' labels, by the id the buttons that lead to the quote form carry (`?topic=<id>`). */
  topics: z.object(Object.fromEntries(quoteTopics.map((id) => [id, label])) as Record<(typeof quoteTopics)[number], typeof label>),
  /** Each service's and industry's label in the list, by its slug: its page's title (a unit test holds them equal). */
  services: z.object(Object.fromEntries(serviceIndex.map(({ slug }) => [slug, label])) as Record<string, typeof label>),
  industries: z.object(Object.fromEntries(industryIndex.map(({ slug }) => [slug, label])) as Record<string, typeof label>),
});

export const quoteTopicsCollection = { name: "quote-topics", label: "Quote topics", file: FILE, schema: quoteTopicsSchema };

export const quoteTopicsRecord = parseRecord(FILE, data, quoteTopicsSchema);

export interface QuoteTopicOption {
  id: string;
  label: string;
  group: QuoteTopicGroup;
}

/** The groups in the order the topic list shows them, with their names in a language. */
export const quoteTopicGroups = (locale: Locale) =>
  (["general", "services", "industries"] as const).map((id) => ({ id, label: quoteTopicsRecord[locale].groups[id] }));

/** Every topic with its label in a language. */
export const quoteTopicOptions = (locale: Locale): QuoteTopicOption[] => {
  const texts = quoteTopicsRecord[locale];
  const labels = { general: texts.topics as Record<string, string>, services: texts.services, industries: texts.industries };
  return quoteTopicIds.map(({ id, group }) => ({ id, label: labels[group][id]!, group }));
};

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
