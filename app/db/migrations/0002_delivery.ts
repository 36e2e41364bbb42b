import type { Kysely } from "kysely";
import { autoIdColumn } from "./helpers";

// Lead delivery (issue 7): leases on outbox jobs, newsletter confirmation tokens, and an
// index for the retention purge. Portable SQL only, like 0001.

export async function up(db: Kysely<unknown>): Promise<void> {
  const autoId = autoIdColumn(db);

  // A claimed job carries who holds it and until when. A worker killed mid-delivery leaves
  // its jobs 'delivering'; once the lease runs out another worker takes them over, and the
  // holder's own completion is ignored if it was taken over meanwhile.
  await db.schema.alterTable("delivery_jobs").addColumn("locked_by", "varchar(64)").execute();
  await db.schema.alterTable("delivery_jobs").addColumn("locked_until", "varchar(32)").execute();

  // Double opt-in links. Only the SHA-256 of the token is kept: a copy of the database does
  // not let anyone confirm a subscription. A subscriber may hold several (one per mail sent).
  await db.schema
    .createTable("newsletter_tokens")
    .addColumn("id", autoId.type, autoId.build)
    .addColumn("subscriber_id", "integer", (col) => col.notNull().references("newsletter_subscribers.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("newsletter_tokens_subscriber_id").on("newsletter_tokens").column("subscriber_id").execute();

  // The daily purge deletes by age across kinds; (kind, created_at) cannot serve that.
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_created_at").execute();
  await db.schema.dropTable("newsletter_tokens").execute();
  await db.schema.alterTable("delivery_jobs").dropColumn("locked_until").execute();
  await db.schema.alterTable("delivery_jobs").dropColumn("locked_by").execute();
}
