import { sql, type Kysely } from "kysely";
import { replaceColumnCheck } from "./helpers";

// The daily cap on mails to one visitor (issue 22, docs/decisions/121): a count per mailbox and Riyadh day, the
// mailbox kept only as an HMAC, and a job status for a visitor's mail the cap held back ('skipped': done, not sent).
// The primary key (counter, day) is what makes the count atomic: one upsert adds a mail or finds the cap reached.

const statusesBefore = ["pending", "delivering", "delivered", "failed"];
const statusesAfter = [...statusesBefore, "skipped"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("visitor_mail_counts")
    .addColumn("counter", "varchar(64)", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("mails", "integer", (col) => col.notNull().check(sql`mails >= 0`))
    .addPrimaryKeyConstraint("visitor_mail_counts_pkey", ["counter", "day"])
    .execute();
  // The purge deletes past days.
  await db.schema.createIndex("visitor_mail_counts_day").on("visitor_mail_counts").column("day").execute();
  await setJobStatuses(db, statusesAfter);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A skipped job is done, as the code before this migration recorded it.
  await sql`update delivery_jobs set status = 'delivered' where status = 'skipped'`.execute(db);
  await setJobStatuses(db, statusesBefore);
  await db.schema.dropTable("visitor_mail_counts").execute();
}

async function setJobStatuses(db: Kysely<unknown>, statuses: string[]): Promise<void> {
  const check = `status in (${statuses.map((status) => `'${status}'`).join(", ")})`;
  await replaceColumnCheck(db, "delivery_jobs", "status", /status in \([^)]*\)/, check);
}
