import { sql, type Kysely } from "kysely";
import { autoIdColumn, replaceColumnCheck } from "./helpers";

// Job applications (issue 25, docs/decisions/145): a fifth lead kind, and the files a lead comes with (an applicant's
// CV). The file itself lies under DATA_DIR/uploads, never in the database; a row names it, so that the mail can attach
// it and the retention job and an erasure can delete it. Rows go with their lead (cascade); the files are deleted by
// the code that deletes the lead (app/leads/uploads.server.ts), which reads the rows first.

const kindsBefore = ["contact", "quote", "newsletter", "survey"];
const kindsAfter = [...kindsBefore, "application"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await setLeadKinds(db, kindsAfter);
  const id = autoIdColumn(db);
  await db.schema
    .createTable("lead_files")
    .addColumn("id", id.type, id.build)
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("field", "varchar(32)", (col) => col.notNull())
    // The path under DATA_DIR/uploads: a folder and a random name, e.g. cv/3Jf9...pdf.
    .addColumn("path", "varchar(128)", (col) => col.notNull().unique())
    .addColumn("media_type", "varchar(128)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull().check(sql`bytes >= 0`))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_files_lead_id").on("lead_files").column("lead_id").execute();
  await db.schema.createIndex("lead_files_created_at").on("lead_files").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_files").execute();
  // Applications cannot stay under the narrower check; their delivery jobs go with them (cascade).
  await sql`delete from leads where kind = 'application'`.execute(db);
  await setLeadKinds(db, kindsBefore);
}

/** Replaces the check on leads.kind. */
async function setLeadKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  await replaceColumnCheck(db, "leads", "kind", /kind in \([^)]*\)/, `kind in (${kinds.map((kind) => `'${kind}'`).join(", ")})`);
}
