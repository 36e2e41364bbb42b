import { z } from "zod";
import data from "/content/forms/quote-topics.yaml";
import { parseRecord } from "./bilingual";
import { quoteTopics } from "./home/actions";
import { industryIndex } from "./industry-index";
import { serviceIndex } from "./service-index";

// The quote topics' schema and collection, and their validation: the quote form's island reads the record as plain
// data (./quote-topics.ts) so that zod stays out of the browser's build; the server validates it here (./records.server.ts; until the islands take it as props, docs/decisions/142).

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
