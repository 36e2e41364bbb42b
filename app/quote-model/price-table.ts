import { buildingTypeIds, categoryIds, equipmentIds, type BuildingTypeId, type CategoryId, type ItemId } from "~/content/configurator-ids";

// Security configurator price table and building multipliers (SPEC §9). Prices in SAR, VAT included (decision 085).
// Their names are content (content/configurator/); the ids they share are app/content/configurator-ids.ts.

const itemPrices: Record<ItemId, number> = {
  cameras: 899,
  nvr: 1299,
  storage: 199,
  biometric: 599,
  controllers: 799,
  cards: 25,
  sensors: 149,
  hub: 399,
  integration: 299,
  switches: 449,
  routers: 349,
  wifi: 199,
};

const buildingMultipliers: Record<BuildingTypeId, number> = { home: 1, office: 1.2, enterprise: 1.5, industrial: 1.8 };

/** The categories with their items' prices, in the configurator's order. */
export const equipmentPrices: ReadonlyArray<{ id: CategoryId; items: ReadonlyArray<{ id: ItemId; price: number }> }> = categoryIds.map(
  (id) => ({ id, items: equipmentIds[id].map((item) => ({ id: item, price: itemPrices[item] })) }),
);

/** The building types with their multipliers, Residential (1) first. */
export const buildingTypePrices: ReadonlyArray<{ id: BuildingTypeId; multiplier: number }> = buildingTypeIds.map((id) => ({
  id,
  multiplier: buildingMultipliers[id],
}));

const pricedItems = new Map(equipmentPrices.flatMap((category) => category.items.map((item) => [item.id, item] as const)));

/** An item's price in SAR. */
export const itemPrice = (id: ItemId): number => pricedItems.get(id)!.price;

/** A building type's multiplier. */
export const buildingMultiplier = (id: BuildingTypeId): number => buildingTypePrices.find((type) => type.id === id)!.multiplier;

/** Largest quantity of one item a configuration may hold (a typing slip, not a real order, beyond it). */
export const maxItemQuantity = 10_000;
