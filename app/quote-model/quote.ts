import { VAT_RATE } from "~/content/prices";
import type { BuildingTypeId, CategoryId } from "~/content/configurator-ids";
import type { ConfiguratorWording } from "~/content/configurator";
import { buildingTypePrices, equipmentPrices } from "./price-table";

/** Quantity per item id, per category id. Missing entries mean 0. */
export type Configuration = Partial<Record<CategoryId, Partial<Record<string, number>>>>;

/** One priced item of a quote: the same shape in the configurator, in a stored lead and in the CRM webhook. */
export interface QuoteLine {
  category: string;
  item: string;
  name: string;
  unit: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
}

export interface QuoteEstimate {
  building: BuildingTypeId;
  buildingName: string;
  multiplier: number;
  lines: QuoteLine[];
  itemCount: number;
  subtotal: number;
  /** Subtotal times the building multiplier, rounded to whole riyals. VAT included, as in the price table. */
  total: number;
  /**
   * What the building type adds to the lines (total minus subtotal), shown as a line of its own so that the lines
   * add up to the total (issue 26); 0 for a residential building.
   */
  uplift: number;
  /** The VAT the total includes, in whole riyals (decision 085). */
  vat: number;
}

/** The names a quote gives its building type and items: the configurator's wording in one language. */
export type QuoteWording = Pick<ConfiguratorWording, "categories" | "buildingTypes">;

/**
 * Estimated total = sum of (quantity x price) x building multiplier (SPEC §9), from our own price table; the lines
 * and the building named in `wording`'s language (a stored lead: English).
 */
export function estimateQuote(building: BuildingTypeId, configuration: Configuration, wording: QuoteWording): QuoteEstimate {
  const buildingType = buildingTypePrices.find((type) => type.id === building) ?? buildingTypePrices[0]!;
  const lines: QuoteLine[] = [];
  for (const category of equipmentPrices) {
    // The records hold every item of the price table (app/content/configurator.ts checks it at build).
    const categoryWording = wording.categories.find((entry) => entry.id === category.id)!;
    for (const item of category.items) {
      const quantity = configuration[category.id]?.[item.id] ?? 0;
      if (quantity > 0) {
        const { name, unit } = categoryWording.items.find((entry) => entry.id === item.id)!;
        lines.push({
          category: category.id,
          item: item.id,
          name,
          unit,
          unitPrice: item.price,
          quantity,
          subtotal: quantity * item.price,
        });
      }
    }
  }
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const total = Math.round(subtotal * buildingType.multiplier);
  return {
    building: buildingType.id,
    buildingName: wording.buildingTypes.find((type) => type.id === buildingType.id)!.name,
    multiplier: buildingType.multiplier,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    total,
    uplift: total - subtotal,
    vat: includedVat(total),
  };
}

/** The VAT within a price that includes it, rounded to whole riyals: 15/115 of it. */
export function includedVat(price: number): number {
  return Math.round((price * VAT_RATE) / (1 + VAT_RATE));
}

/** SPEC §3 quote draft: the building type's name, the quantity of every item per category, the total and the date. */
export interface QuoteDraft {
  buildingType: string;
  configuration: Record<CategoryId, Record<string, number>>;
  total: number;
  /** ISO 8601 timestamp of when the quote was generated. */
  date: string;
}

export function buildQuoteDraft(
  building: BuildingTypeId,
  configuration: Configuration,
  wording: QuoteWording,
  date: Date = new Date(),
): QuoteDraft {
  const estimate = estimateQuote(building, configuration, wording);
  const perCategory = Object.fromEntries(
    equipmentPrices.map((category) => [
      category.id,
      Object.fromEntries(category.items.map((item) => [item.id, configuration[category.id]?.[item.id] ?? 0])),
    ]),
  ) as Record<CategoryId, Record<string, number>>;
  return { buildingType: estimate.buildingName, configuration: perCategory, total: estimate.total, date: date.toISOString() };
}
