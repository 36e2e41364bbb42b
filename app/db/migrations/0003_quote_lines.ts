import type { Kysely } from "kysely";
import { z } from "zod";
import { estimateQuote, type Configuration } from "~/configurator/quote";
import { buildingTypes, type BuildingTypeId } from "~/content/configurator";

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
    const building = (buildingTypes.find((type) => type.id === row.building)?.id ?? "home") as BuildingTypeId;
    const configuration = row.configuration ? (configurationSchema.parse(JSON.parse(row.configuration)) as Configuration) : {};
    const { buildingName, multiplier, lines, subtotal } = estimateQuote(building, configuration);
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
