import type { Kysely } from "kysely";

// Where a lead came from (issue 26, docs/decisions/160): the first page of the visit (a path), the referring site's
// host and the landing URL's utm_* values, each null when not known (every lead stored before this migration). Columns
// rather than one JSON text, so that sales can count leads per campaign in SQL as `npm run leads -- sources` does.
// Lengths as the forms' schema allows (app/leads/schemas/attribution-fields.ts, copied here: migrations are frozen).

const columns = [
  ["landing_page", 256],
  ["referrer_host", 253],
  ["utm_source", 100],
  ["utm_medium", 100],
  ["utm_campaign", 100],
  ["utm_term", 100],
  ["utm_content", 100],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, length] of columns) {
    await db.schema.alterTable("leads").addColumn(name, `varchar(${length})`).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...columns].reverse()) await db.schema.alterTable("leads").dropColumn(name).execute();
}
