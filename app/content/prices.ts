// Prices the spec gives in US dollars (SPEC §9: attendance packages, camera types) are shown in Saudi riyals first,
// with the dollar figure in brackets (the riyal is pegged at 3.75 to the dollar), and say how VAT applies: the spec's
// figures are list prices before the 15% VAT, so the price with VAT is shown beside them (docs/decisions/082).
// Arabic pages write the amount then "ر.س", with Western digits, as the configurator does (decision 116).
import { formatPercent, formatSarWithHalalas, formatUsd } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { fillTemplate } from "~/i18n/template";

export const SAR_PER_USD = 3.75;
/** VAT in the Kingdom, 15% since 1 July 2020; the configurator's SAR prices include it (decision 085), the spec's dollar list prices do not (082). */
export const VAT_RATE = 0.15;

/** {usd}, {rate}, {withVat}: filled by usdPrice. */
export const priceLabels = {
  usd: "(US{usd})",
  vat: "excl. {rate} VAT · {withVat} incl. VAT",
};

/** A dollar list price as shown: riyals first, dollars in brackets, and the VAT it excludes with the price including it. */
export function usdPrice(usd: number, locale: Locale = "en") {
  const sar = usd * SAR_PER_USD;
  const labels = localize(priceLabels, locale);
  const values = {
    usd: formatUsd(usd),
    rate: formatPercent(VAT_RATE, locale),
    withVat: formatSarWithHalalas(sar * (1 + VAT_RATE), locale),
  };
  return { sar: formatSarWithHalalas(sar, locale), usd: fillTemplate(labels.usd, values), vat: fillTemplate(labels.vat, values) };
}
