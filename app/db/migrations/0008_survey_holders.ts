import type { Kysely } from "kysely";

// Who holds each survey booking (issue 22): keyed hashes of the visitor's mailbox, phone and client address (IPv6 by
// its /64), so that one person or one address holds at most SURVEY_BOOKINGS_PER_PERSON upcoming windows
// (docs/decisions/120). Hashes, not the values: the lead keeps those. Bookings made before this migration have none
// and are not counted; they pass within the 30 days a booking can lie ahead.

const columns = ["email_key", "phone_key", "client_key"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable("site_surveys").addColumn(column, "varchar(64)").execute();
    await db.schema.createIndex(`site_surveys_${column}`).on("site_surveys").column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) {
    await db.schema.dropIndex(`site_surveys_${column}`).execute();
    await db.schema.alterTable("site_surveys").dropColumn(column).execute();
  }
}
