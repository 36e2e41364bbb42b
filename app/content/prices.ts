// Prices the spec gives in US dollars (SPEC §9: attendance packages, camera types) are shown in Saudi riyals first,
// with the dollar figure in brackets (the riyal is pegged at 3.75 to the dollar), and say how VAT applies: the spec's
// figures are list prices before the 15% VAT, so the price with VAT is shown beside them (docs/decisions/082).
// The figures stay code; how a list price reads is in ./list-prices.ts.

export const SAR_PER_USD = 3.75;
/** VAT in the Kingdom, 15% since 1 July 2020; the configurator's SAR prices include it (decision 085), the spec's dollar list prices do not (082). */
export const VAT_RATE = 0.15;
