import { sql, type Kysely } from "kysely";
import { autoIdColumn } from "./helpers";

// Leads, newsletter subscribers and the delivery outbox. Portable SQL only: the same
// migration runs on SQLite and PostgreSQL. Timestamps are ISO-8601 UTC text, which sorts
// correctly and reads the same on both databases.

export async function up(db: Kysely<unknown>): Promise<void> {
  const autoId = autoIdColumn(db);

  // Dispenses the numbers behind lead references (leads.id). A separate table because
  // neither database offers a portable "next value" before an insert; rows are deleted
  // right after drawing, the counter itself never goes back.
  await db.schema.createTable("lead_sequence").addColumn("value", autoId.type, autoId.build).execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("reference", "varchar(32)", (col) => col.notNull().unique())
    .addColumn("kind", "varchar(16)", (col) => col.notNull().check(sql`kind in ('contact', 'quote', 'newsletter')`))
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("source_page", "text", (col) => col.notNull())
    .addColumn("consent_text", "text", (col) => col.notNull())
    .addColumn("consent_version", "varchar(64)", (col) => col.notNull())
    .addColumn("consented_at", "varchar(32)", (col) => col.notNull())
    .addColumn("client_hash", "varchar(64)")
    .addColumn("building_type", "varchar(32)")
    .addColumn("configuration", "text")
    .addColumn("total", "integer")
    .addColumn("idempotency_key", "varchar(128)", (col) => col.notNull().unique())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("leads_kind_created_at").on("leads").columns(["kind", "created_at"]).execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", autoId.type, autoId.build)
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("status", "varchar(16)", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'confirmed', 'unsubscribed')`),
    )
    .addColumn("lead_reference", "varchar(32)", (col) => col.notNull().references("leads.reference"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  // Outbox filled by the delivery worker (issue 7), written in the lead's transaction so
  // that no committed lead is ever left without its notifications.
  await db.schema
    .createTable("delivery_jobs")
    .addColumn("id", autoId.type, autoId.build)
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("channel", "varchar(32)", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'delivering', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("delivery_jobs_due").on("delivery_jobs").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("delivery_jobs_lead_id").on("delivery_jobs").column("lead_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Reverse order of creation, children before the tables they reference.
  await db.schema.dropTable("delivery_jobs").execute();
  await db.schema.dropTable("newsletter_subscribers").execute();
  await db.schema.dropTable("leads").execute();
  await db.schema.dropTable("lead_sequence").execute();
}
