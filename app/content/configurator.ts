// Security configurator price table and building types (SPEC §9). Prices in SAR.
export const equipmentCategories = [
  {
    id: "cctv",
    label: "CCTV",
    items: [
      { id: "cameras", name: "4K Security Cameras", price: 899, unit: "camera" },
      { id: "nvr", name: "Network Video Recorder", price: 1299, unit: "unit" },
      { id: "storage", name: "Storage", price: 199, unit: "TB" },
    ],
  },
  {
    id: "access",
    label: "Access",
    items: [
      { id: "biometric", name: "Biometric Readers", price: 599, unit: "reader" },
      { id: "controllers", name: "Access Controllers", price: 799, unit: "controller" },
      { id: "cards", name: "Access Cards", price: 25, unit: "card" },
    ],
  },
  {
    id: "smart",
    label: "Smart",
    items: [
      { id: "sensors", name: "Smart Sensors", price: 149, unit: "sensor" },
      { id: "hub", name: "Automation Hub", price: 399, unit: "hub" },
      { id: "integration", name: "System Integration", price: 299, unit: "license" },
    ],
  },
  {
    id: "networking",
    label: "Networking",
    items: [
      { id: "switches", name: "PoE Switches", price: 449, unit: "switch" },
      { id: "routers", name: "Security Routers", price: 349, unit: "router" },
      { id: "wifi", name: "WiFi Access Points", price: 199, unit: "AP" },
    ],
  },
] as const;

export const buildingTypes = [
  { id: "home", name: "Residential", multiplier: 1 },
  { id: "office", name: "Small Office", multiplier: 1.2 },
  { id: "enterprise", name: "Enterprise", multiplier: 1.5 },
  { id: "industrial", name: "Industrial", multiplier: 1.8 },
] as const;

export type EquipmentCategory = (typeof equipmentCategories)[number];
export type CategoryId = EquipmentCategory["id"];
export type EquipmentItem = EquipmentCategory["items"][number];
export type BuildingType = (typeof buildingTypes)[number];
export type BuildingTypeId = BuildingType["id"];

/** Largest quantity of one item a configuration may hold (a typing slip, not a real order, beyond it). */
export const maxItemQuantity = 10_000;

export const includedWithQuote = ["Professional installation", "1-year warranty", "24/7 technical support", "System training"] as const;

export const quoteConfirmationMessage = "Quote generated! Our team will contact you within 24 hours.";

/** The buildings each type stands for, shown under its name in place of the bare multiplier. */
export const buildingTypeExamples: Record<BuildingTypeId, string> = {
  home: "Villas and apartments",
  office: "Shops, clinics and offices",
  enterprise: "Towers, campuses and malls",
  industrial: "Factories, warehouses and plants",
};

/** The disclosure under the building types: what the multipliers mean, as percentages. */
export const buildingTypeExplainer = {
  summary: "How the building type changes the estimate",
  text: "Bigger and busier buildings take more installation work: longer cable runs, more mounting points and more coordination on site. The estimate adds that work as a share of the equipment price:",
} as const;

export const vatStrings = {
  short: "incl. VAT",
} as const;

/** The estimate bar that follows the visitor down the items on phones. */
export const estimateBarStrings = {
  label: "Your estimate so far",
  getQuote: "Get Quote",
} as const;
