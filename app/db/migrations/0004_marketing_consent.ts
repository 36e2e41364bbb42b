import type { Kysely } from "kysely";

// The marketing opt-in of a lead (PDPL Art. 25), asked apart from the consent to be contacted about the request:
// 1 when the visitor ticked the optional box, 0 otherwise and for every lead stored before it existed. An integer on
// both databases, so SQLite and PostgreSQL return the same shape (app/db/schema.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("marketing_opt_in", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("marketing_opt_in").execute();
}
