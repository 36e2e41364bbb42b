// The configurator's texts that carry a figure or a name, as `{token}` templates (filled with app/i18n/template.ts)
// so that the Arabic catalogue beside this file can translate each whole sentence (docs/decisions/116).
export const configuratorTexts = {
  pricePerUnit: "{price} per {unit}",
  quantityLabel: "Quantity of {item}",
  decrease: "Remove one {item}",
  increase: "Add one {item}",
  itemCount: { one: "{count} item", other: "{count} items" },
  complexityNote: "Includes a complexity factor for {building} buildings: +{percent} on the equipment.",
  vatIncluded: "Includes VAT ({percent})",
  buildingAddition: "{building}: +{percent}",
  buildingNothingAdded: "{building}: nothing added",
  multiplier: "{name} complexity factor x{multiplier}",
} as const;
