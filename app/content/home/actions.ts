import { quoteHref } from "../cta-links";

// Where the buttons the spec leaves open lead (docs/decisions/010-open-buttons.md): no dead button.

/** Topics the quote page receives preselected in its query (`/contact/get-quote?topic=...`). */
export const quoteTopics = [
  "security-assessment",
  "consultation",
  "technology-demo",
  "partnership",
  "live-tour",
  "reference-visit",
] as const;
export type QuoteTopic = (typeof quoteTopics)[number];

export function quoteTopicLink(topic: QuoteTopic): string {
  return quoteHref(topic);
}

/** The printable pages behind Download Brochure, Download Roadmap and Download Specification. */
export const printablePaths = {
  brochure: "/brochure/virtual-tour",
  roadmap: "/roadmap/vision-2030",
  specification: "/specification/technology",
} as const;

/** A call to action in content: a label and where it leads (a site path, with query if needed). */
export interface ActionLink {
  label: string;
  to: string;
  variant?: "primary" | "secondary";
}
