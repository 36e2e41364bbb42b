import { quoteTopics } from "./home/actions";
import { industryIndex } from "./industry-index";
import { serviceIndex } from "./service-index";

// The quote topics' ids, as code without a schema: what the forms' checks in the browser need (app/leads/schemas/
// quote.ts, app/site-survey/schema.ts). Their labels are the record of ./quote-topics.ts.

export type QuoteTopicGroup = "general" | "services" | "industries";

/** Every topic's id with its group, in the order the topic list shows them. */
export const quoteTopicIds: readonly { id: string; group: QuoteTopicGroup }[] = [
  ...quoteTopics.map((id) => ({ id, group: "general" as const })),
  ...serviceIndex.map(({ slug }) => ({ id: slug, group: "services" as const })),
  ...industryIndex.map(({ slug }) => ({ id: slug, group: "industries" as const })),
];

const ids = new Set(quoteTopicIds.map(({ id }) => id));

/** Whether a quote request may be about `id`. */
export const isQuoteTopicId = (id: string | null | undefined): boolean => id != null && ids.has(id);
