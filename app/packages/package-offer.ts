import { configuratorWording } from "~/content/configurator";
import { QUOTE_PATH } from "~/content/cta-links";
import type { PackageRecord } from "~/content/packages";
import type { Locale } from "~/i18n/locale";
import { localizedPath } from "~/i18n/locale";
import { encodeConfigurator, itemParams, type ConfiguratorState } from "~/quote-model/configurator-url";
import { estimateQuote, type QuoteEstimate } from "~/quote-model/quote";

// A package is a configurator state; its price is the configurator's estimate of that state (decision 144). Nothing
// here prices anything: `estimateQuote` (app/quote-model/quote.ts) does, from the configurator's price table and
// building multipliers, exactly as the configurator and the quote page do.

/** Where the configurator is: the home page's section, which reads its state from the query. */
export const CONFIGURATOR_PATH = "/";
export const CONFIGURATOR_ANCHOR = "configurator";

/** The package as the configurator holds it: its building type and each item's quantity under its category. */
export function packageState(record: Pick<PackageRecord, "building" | "items">): ConfiguratorState {
  const configuration: ConfiguratorState["configuration"] = {};
  for (const { item, quantity } of record.items) {
    const { categoryId } = itemParams.find((entry) => entry.param === item)!;
    (configuration[categoryId] ??= {})[item] = quantity;
  }
  return { buildingTypeId: record.building, configuration };
}

export interface PackageOffer {
  record: PackageRecord;
  /** The configurator's estimate of the package: total (VAT included), the VAT in it, the lines in the page's language. */
  estimate: QuoteEstimate;
  /** The home page's configurator, filled with the package. */
  configureHref: string;
  /** The quote form with the package's configuration, as the configurator's Get Official Quote opens it. */
  quoteHref: string;
}

/** A package priced and linked in `locale`. */
export function packageOffer(record: PackageRecord, locale: Locale): PackageOffer {
  const state = packageState(record);
  const query = encodeConfigurator(state).toString();
  return {
    record,
    estimate: estimateQuote(state.buildingTypeId, state.configuration, configuratorWording[locale]),
    configureHref: localizedPath(`${CONFIGURATOR_PATH}?${query}#${CONFIGURATOR_ANCHOR}`, locale),
    quoteHref: localizedPath(`${QUOTE_PATH}?${query}`, locale),
  };
}
