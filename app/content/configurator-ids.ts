// The configurator's structure, shared by its wording (content/configurator/, app/content/configurator.ts) and its
// prices (app/quote-model/price-table.ts): the ids of its categories, items and building types, in order. Plain
// data, so the configurator's island reads them without the records' loader.

export const categoryIds = ["cctv", "access", "smart", "networking"] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Each category's items, in the order they are shown. An item's id is also its URL parameter: unique across all. */
export const equipmentIds = {
  cctv: ["cameras", "nvr", "storage"],
  access: ["biometric", "controllers", "cards"],
  smart: ["sensors", "hub", "integration"],
  networking: ["switches", "routers", "wifi"],
} as const satisfies Record<CategoryId, readonly string[]>;
export type ItemId = (typeof equipmentIds)[CategoryId][number];

/** Residential first: the default. */
export const buildingTypeIds = ["home", "office", "enterprise", "industrial"] as const;
export type BuildingTypeId = (typeof buildingTypeIds)[number];
