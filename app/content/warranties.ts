// The three warranty periods the spec names (SPEC §2, §9), each with what it covers, so that no page shows a bare
// "1-year" or "5-year" (docs/decisions/082): one text per period, used wherever the period is shown.
// The FAQ (app/content/faqs.ts) spells out each cover.
export const warranties = {
  /** Workmanship, cabling and configuration. */
  installation: "1-year installation warranty",
  /** Repair or replacement of faulty devices. */
  equipment: "3-year equipment warranty",
  /** Equipment, installation and repair visits. */
  package: "5-year package warranty",
} as const;
