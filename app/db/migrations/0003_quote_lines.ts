import type { Kysely } from "kysely";
import { z } from "zod";

// One name per field and the priced quote kept with the lead: `building_type` becomes `building` (the form's field
// name), and the quote's lines, unit prices, subtotal and total are stored as one JSON `quote` in place of the bare
// `configuration` and `total`, so that later price changes never alter a submitted quote. Portable SQL only.

// Typed loosely: a migration sees the tables as they are at this step, not as app/db/schema.ts describes them now.
type Leads = {
  leads: {
    id: number;
    kind: string;
    building: string | null;
    building_type: string | null;
    configuration: string | null;
    total: number | null;
    quote: string | null;
  };
};

// The price table and building types of the day this migration was written (app/content/configurator.ts then),
// copied in: a migration must give the same result whenever it runs, whatever the prices are by then.
const priceTable = {
  cctv: {
    cameras: { name: "4K Security Cameras", price: 899, unit: "camera" },
    nvr: { name: "Network Video Recorder", price: 1299, unit: "unit" },
    storage: { name: "Storage", price: 199, unit: "TB" },
  },
  access: {
    biometric: { name: "Biometric Readers", price: 599, unit: "reader" },
    controllers: { name: "Access Controllers", price: 799, unit: "controller" },
    cards: { name: "Access Cards", price: 25, unit: "card" },
  },
  smart: {
    sensors: { name: "Smart Sensors", price: 149, unit: "sensor" },
    hub: { name: "Automation Hub", price: 399, unit: "hub" },
    integration: { name: "System Integration", price: 299, unit: "license" },
  },
  networking: {
    switches: { name: "PoE Switches", price: 449, unit: "switch" },
    routers: { name: "Security Routers", price: 349, unit: "router" },
    wifi: { name: "WiFi Access Points", price: 199, unit: "AP" },
  },
} as const;
const buildingTypes = {
  home: { name: "Residential", multiplier: 1 },
  office: { name: "Small Office", multiplier: 1.2 },
  enterprise: { name: "Enterprise", multiplier: 1.5 },
  industrial: { name: "Industrial", multiplier: 1.8 },
} as const;
type Configuration = Record<string, Record<string, number>>;

/** The quote as the configurator priced it then: lines in the table's order, unknown buildings as homes. */
function priceQuote(building: string | null, configuration: Configuration) {
  const known = building !== null && Object.hasOwn(buildingTypes, building);
  const { name: buildingName, multiplier } = known ? buildingTypes[building as keyof typeof buildingTypes] : buildingTypes.home;
  const lines = Object.entries(priceTable).flatMap(([category, items]) =>
    Object.entries(items).flatMap(([item, { name, unit, price }]) => {
      const quantity = configuration[category]?.[item] ?? 0;
      return quantity > 0 ? [{ category, item, name, unit, unitPrice: price, quantity, subtotal: quantity * price }] : [];
    }),
  );
  return { buildingName, multiplier, lines, subtotal: lines.reduce((sum, line) => sum + line.subtotal, 0) };
}

const configurationSchema = z.record(z.string(), z.record(z.string(), z.number()));
const storedQuoteSchema = z.object({
  lines: z.array(z.object({ category: z.string(), item: z.string(), quantity: z.number() })),
  total: z.number().nullable(),
});

export async function up(db: Kysely<unknown>): Promise<void> {
  const leads = db as unknown as Kysely<Leads>;
  await db.schema.alterTable("leads").renameColumn("building_type", "building").execute();
  await db.schema.alterTable("leads").addColumn("quote", "text").execute();

  // Leads stored before this step kept only quantities and the total: their lines are priced from the price table
  // of the day of the migration, the closest record there is of what the visitor saw; the total stays as stored.
  const quotes = await leads.selectFrom("leads").select(["id", "building", "configuration", "total"]).where("kind", "=", "quote").execute();
  for (const row of quotes) {
    const configuration = row.configuration ? configurationSchema.parse(JSON.parse(row.configuration)) : {};
    const { buildingName, multiplier, lines, subtotal } = priceQuote(row.building, configuration);
    const quote = JSON.stringify({ buildingName, multiplier, lines, subtotal, total: row.total });
    await leads.updateTable("leads").set({ quote }).where("id", "=", row.id).execute();
  }

  await db.schema.alterTable("leads").dropColumn("configuration").execute();
  await db.schema.alterTable("leads").dropColumn("total").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const leads = db as unknown as Kysely<Leads>;
  await db.schema.alterTable("leads").addColumn("configuration", "text").execute();
  await db.schema.alterTable("leads").addColumn("total", "integer").execute();
  const quotes = await leads.selectFrom("leads").select(["id", "quote"]).where("kind", "=", "quote").execute();
  for (const row of quotes) {
    if (!row.quote) continue;
    const { lines, total } = storedQuoteSchema.parse(JSON.parse(row.quote));
    const configuration: Record<string, Record<string, number>> = {};
    for (const line of lines) (configuration[line.category] ??= {})[line.item] = line.quantity;
    await leads
      .updateTable("leads")
      .set({ configuration: lines.length > 0 ? JSON.stringify(configuration) : null, total })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema.alterTable("leads").dropColumn("quote").execute();
  await db.schema.alterTable("leads").renameColumn("building", "building_type").execute();
}
