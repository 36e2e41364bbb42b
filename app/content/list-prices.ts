import { z } from "zod";
import data from "/content/pricing/list-prices.yaml";
import { parseRecord } from "./bilingual";
import { SAR_PER_USD, VAT_RATE } from "./prices";
import { formatPercent, formatSar } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { fillIn } from "~/content/in-locale";

// A list price as the pages show it (./prices.ts, docs/decisions/157): whole riyals including VAT, as Saudi rules ask
// of prices shown to consumers, and no dollar figure. Arabic pages write the amount then "ر.س", with Western digits
// (decision 116). Apart from ./prices.ts, which the configurator's island imports: its schema runs on the server only.

export const listPricesSchema = z.object({
  vat: z
    .string()
    .refine((text) => text.includes("{rate}"), "keep {rate}")
    .meta({ label: "After the price: that it includes VAT ({rate} is the rate)" }),
});

export const listPricesCollection = {
  name: "list-prices",
  label: "List prices: how they read",
  file: "content/pricing/list-prices.yaml",
  schema: listPricesSchema,
};

const labels = parseRecord(listPricesCollection.file, data, listPricesSchema);

/** A list price in dollars before VAT (the spec's figures) in whole riyals including VAT: 299 → 1,289. */
export const riyalsWithVat = (usd: number) => Math.round(usd * SAR_PER_USD * (1 + VAT_RATE));

/** A list price as shown: "SAR 1,289" and "incl. 15% VAT". */
export function listPrice(usd: number, locale: Locale = "en") {
  return { sar: formatSar(riyalsWithVat(usd), locale), vat: fillIn(labels[locale].vat, { rate: formatPercent(VAT_RATE, locale) }) };
}
