import { z } from "zod";
import data from "/content/pricing/list-prices.yaml";
import { parseRecord } from "./bilingual";
import { SAR_PER_USD, VAT_RATE } from "./prices";
import { formatPercent, formatSarWithHalalas, formatUsd } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { fillIn } from "~/content/in-locale";

// A dollar list price as the service pages show it (./prices.ts): riyals first, the dollars in brackets, and the VAT
// it excludes with the price including it. Arabic pages write the amount then "ر.س", with Western digits (decision
// 116). Apart from ./prices.ts, which the configurator's island imports: its schema runs on the server only.

const template = (label: string, tokens: string[]) =>
  z
    .string()
    .refine((text) => tokens.every((token) => text.includes(`{${token}}`)), `keep ${tokens.map((token) => `{${token}}`).join(" and ")}`)
    .meta({ label });

export const listPricesSchema = z.object({
  usd: template("The dollar price in brackets: {usd} is the amount", ["usd"]),
  vat: template("How VAT applies: {rate} is the rate, {withVat} the price with VAT", ["rate", "withVat"]),
});

export const listPricesCollection = {
  name: "list-prices",
  label: "Dollar list prices: how they read",
  file: "content/pricing/list-prices.yaml",
  schema: listPricesSchema,
};

const labels = parseRecord(listPricesCollection.file, data, listPricesSchema);

/** A dollar list price as shown: riyals first, dollars in brackets, and the VAT it excludes with the price including it. */
export function usdPrice(usd: number, locale: Locale = "en") {
  const sar = usd * SAR_PER_USD;
  const values = {
    usd: formatUsd(usd),
    rate: formatPercent(VAT_RATE, locale),
    withVat: formatSarWithHalalas(sar * (1 + VAT_RATE), locale),
  };
  return {
    sar: formatSarWithHalalas(sar, locale),
    usd: fillIn(labels[locale].usd, values),
    vat: fillIn(labels[locale].vat, values),
  };
}
