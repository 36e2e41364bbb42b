// The two texts of the quote form's estimate table (app/leads/components/QuoteEstimateTable.tsx) that have not moved
// to the message catalogue yet; the configurator reads its texts from the catalogue. Both go once that table reads
// them as messages too (docs/decisions/132).
export const configuratorTexts = {
  vatIncluded: "Includes VAT ({percent})",
  multiplier: "{name} complexity factor x{multiplier}",
} as const;
