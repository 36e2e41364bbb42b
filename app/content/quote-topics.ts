import { quoteTopics, type QuoteTopic } from "./home/actions";
import { industryIndex } from "./industry-index";
import { serviceIndex } from "./service-index";

// What a quote request is about: preselected from `/contact/get-quote?topic=<id>` by the buttons that lead there.
const generalTopicLabels: Record<QuoteTopic, string> = {
  "security-assessment": "Security Assessment",
  consultation: "Consultation",
  "technology-demo": "Technology Demo",
  partnership: "Partnership",
  "live-tour": "Live Tour",
  "reference-visit": "Reference Site Visit",
};

export interface QuoteTopicOption {
  id: string;
  label: string;
  group: "General" | "Services" | "Industries";
}

export const quoteTopicOptions: QuoteTopicOption[] = [
  ...quoteTopics.map((id): QuoteTopicOption => ({ id, label: generalTopicLabels[id], group: "General" })),
  ...serviceIndex.map((s): QuoteTopicOption => ({ id: s.slug, label: s.title, group: "Services" })),
  ...industryIndex.map((i): QuoteTopicOption => ({ id: i.slug, label: i.title, group: "Industries" })),
];

export function findQuoteTopic(id: string | null | undefined): QuoteTopicOption | undefined {
  return quoteTopicOptions.find((topic) => topic.id === id);
}
