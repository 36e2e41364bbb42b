import { sql, type Kysely } from "kysely";
import { replaceColumnCheck } from "./helpers";

// Site-survey bookings (issue 17): a fourth lead kind, the booking of each survey lead and the places taken in each
// window. Overbooking is stopped by the primary key (slot_start, place) of site_survey_places: a booking inserts
// place 1, 2, ... up to the capacity with ON CONFLICT DO NOTHING, in the lead's transaction (docs/decisions/105).

const kindsBefore = ["contact", "quote", "newsletter"];
const kindsAfter = [...kindsBefore, "survey"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await setLeadKinds(db, kindsAfter);

  await db.schema
    .createTable("site_surveys")
    .addColumn("lead_id", "integer", (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("slot_start", "varchar(32)", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) =>
      col
        .notNull()
        .defaultTo("booked")
        .check(sql`status in ('booked', 'cancelled')`),
    )
    .addColumn("link_version", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("site_surveys_slot_start").on("site_surveys").column("slot_start").execute();

  await db.schema
    .createTable("site_survey_places")
    .addColumn("slot_start", "varchar(32)", (col) => col.notNull())
    .addColumn("place", "integer", (col) => col.notNull().check(sql`place >= 1`))
    .addColumn("lead_id", "integer", (col) => col.notNull().unique().references("leads.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("site_survey_places_pkey", ["slot_start", "place"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_survey_places").execute();
  await db.schema.dropTable("site_surveys").execute();
  // Survey leads cannot stay under the narrower check; their delivery jobs go with them (cascade).
  await sql`delete from leads where kind = 'survey'`.execute(db);
  await setLeadKinds(db, kindsBefore);
}

/** Replaces the check on leads.kind. */
async function setLeadKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  await replaceColumnCheck(db, "leads", "kind", /kind in \([^)]*\)/, `kind in (${kinds.map((kind) => `'${kind}'`).join(", ")})`);
}
