// Where the buttons the spec leaves open lead (docs/decisions/010-open-buttons.md): no dead button. The buttons
// themselves are in the sections' records (content/home/), which link to these.

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

/** The printable pages behind Download Brochure, Download Roadmap and Download Specification. */
export const printablePaths = {
  brochure: "/brochure/virtual-tour",
  roadmap: "/roadmap/vision-2030",
  specification: "/specification/technology",
} as const;
