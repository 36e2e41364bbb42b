// Prices the spec gives in US dollars (SPEC §9: attendance packages, camera types) are shown in Saudi riyals first,
// with the dollar figure in brackets (the riyal is pegged at 3.75 to the dollar), and say how VAT applies: the spec's
// figures are list prices before the 15% VAT, so the price with VAT is shown beside them (docs/decisions/082).
// Arabic pages write the amount then "ر.س", with Western digits, as the configurator does (decision 116).
import type { Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { fillTemplate } from "~/i18n/template";

export const SAR_PER_USD = 3.75;
/** VAT in the Kingdom, 15% since 1 July 2020; the configurator's SAR prices include it (decision 085), the spec's dollar list prices do not (082). */
export const VAT_RATE = 0.15;

const wholeRiyals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const riyalsAndHalalas = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$299", as the spec writes dollars. */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** "SAR 1,121.25" (in Arabic "1,121.25 ر.س"): halalas only when there are any. */
export function formatRiyals(amount: number, locale: Locale = "en"): string {
  const rounded = Math.round(amount * 100) / 100;
  const figure = (Number.isInteger(rounded) ? wholeRiyals : riyalsAndHalalas).format(rounded);
  return fillTemplate(localize(priceLabels.sar, locale), { amount: figure });
}

/** {usd}, {rate}, {withVat}: filled by usdPrice. */
export const priceLabels = {
  sar: "SAR {amount}",
  usd: "(US{usd})",
  vat: "excl. {rate}% VAT · {withVat} incl. VAT",
};

/** A dollar list price as shown: riyals first, dollars in brackets, and the VAT it excludes with the price including it. */
export function usdPrice(usd: number, locale: Locale = "en") {
  const sar = usd * SAR_PER_USD;
  const labels = localize(priceLabels, locale);
  const values = { usd: formatUsd(usd), rate: VAT_RATE * 100, withVat: formatRiyals(sar * (1 + VAT_RATE), locale) };
  return { sar: formatRiyals(sar, locale), usd: fillTemplate(labels.usd, values), vat: fillTemplate(labels.vat, values) };
}
