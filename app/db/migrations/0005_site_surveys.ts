import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

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

/** Replaces the check on leads.kind. SQLite cannot alter a check: the table is rebuilt from its own definition. */
async function setLeadKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  const check = `kind in (${kinds.map((kind) => `'${kind}'`).join(", ")})`;
  if (isPostgres(db)) {
    await sql`alter table leads drop constraint leads_kind_check`.execute(db);
    await sql`alter table leads add constraint leads_kind_check check (${sql.raw(check)})`.execute(db);
    return;
  }
  // SQLite's documented 12-step rebuild (sqlite.org/lang_altertable.html#otheralter). The definition is read from
  // the database, not repeated here, so columns added by other migrations are kept. Foreign keys are off meanwhile,
  // so that dropping the old table does not cascade to delivery jobs; the check after the copy proves none broke.
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'leads'`.execute(db);
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'leads' and sql is not null`.execute(db);
  const definition = table.rows[0]?.sql ?? "";
  if (!/kind in \([^)]*\)/.test(definition)) throw new Error("leads: the check on kind was not found");
  const rebuilt = definition.replace(/kind in \([^)]*\)/, check);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(rebuilt.replace(/^create table\s+"?leads"?/i, 'create table "leads_rebuilt"')).execute(db);
    await sql`insert into leads_rebuilt select * from leads`.execute(db);
    await sql`drop table leads`.execute(db);
    await sql`alter table leads_rebuilt rename to leads`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error("leads rebuild broke foreign keys");
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
