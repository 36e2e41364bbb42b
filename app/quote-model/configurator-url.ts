import { buildingTypeIds, type BuildingTypeId, type CategoryId } from "~/content/configurator-ids";
import { equipmentPrices, maxItemQuantity } from "./price-table";
import type { Configuration } from "./quote";

// The configurator's state lives in the URL query (shareable, survives a reload), and the same names are the
// configurator form's field names, so a submitted form decodes with the same function:
//   ?building=enterprise&cameras=2&nvr=1&storage=3
// Residential (the default) and quantities of 0 are left out; unrelated parameters are kept as they are.

export const BUILDING_PARAM = "building";
export const DEFAULT_BUILDING_TYPE: BuildingTypeId = "home";

export interface ConfiguratorState {
  buildingTypeId: BuildingTypeId;
  configuration: Configuration;
}

/** Every item's parameter name (its id, unique across categories) with its category. */
export const itemParams: ReadonlyArray<{ param: string; categoryId: CategoryId }> = equipmentPrices.flatMap((category) =>
  category.items.map((item) => ({ param: item.id, categoryId: category.id })),
);

/** A quantity from text: a whole number from 0 to the maximum, written in plain digits; anything else is undefined. */
export function parseQuantity(raw: string | null | undefined): number | undefined {
  if (raw == null) return undefined;
  const text = raw.trim();
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= maxItemQuantity ? value : undefined;
}

export function isBuildingTypeId(value: string | null | undefined): value is BuildingTypeId {
  return buildingTypeIds.some((id) => id === value);
}

/** Reads a configuration from a query (or from a submitted form's fields); bad or unknown values are ignored. */
export function decodeConfigurator(params: URLSearchParams): ConfiguratorState {
  const building = params.get(BUILDING_PARAM);
  const configuration: Configuration = {};
  for (const { param, categoryId } of itemParams) {
    const quantity = parseQuantity(params.get(param));
    if (quantity) (configuration[categoryId] ??= {})[param] = quantity;
  }
  return { buildingTypeId: isBuildingTypeId(building) ? building : DEFAULT_BUILDING_TYPE, configuration };
}

/** Writes a configuration into a copy of `base`, replacing only the configurator's own parameters. */
export function encodeConfigurator(state: ConfiguratorState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete(BUILDING_PARAM);
  for (const { param } of itemParams) params.delete(param);
  if (state.buildingTypeId !== DEFAULT_BUILDING_TYPE && isBuildingTypeId(state.buildingTypeId)) {
    params.set(BUILDING_PARAM, state.buildingTypeId);
  }
  for (const { param, categoryId } of itemParams) {
    const quantity = state.configuration[categoryId]?.[param];
    if (quantity !== undefined && parseQuantity(String(quantity))) params.set(param, String(quantity));
  }
  return params;
}

/** The configuration with one item's quantity replaced (0 removes it). */
export function withQuantity(configuration: Configuration, categoryId: CategoryId, itemId: string, quantity: number): Configuration {
  const category = { ...configuration[categoryId] };
  if (quantity > 0) category[itemId] = quantity;
  else delete category[itemId];
  return { ...configuration, [categoryId]: category };
}
