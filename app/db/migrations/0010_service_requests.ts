import { sql, type Kysely } from "kysely";
import { replaceColumnCheck } from "./helpers";

// Service requests from existing customers (issue 26, docs/decisions/158): a sixth lead kind. Its fields (site,
// system, fault, urgency) are text fields as every form's; only the check on leads.kind changes.

const kindsBefore = ["contact", "quote", "newsletter", "survey", "application"];
const kindsAfter = [...kindsBefore, "service"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await setLeadKinds(db, kindsAfter);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Service requests cannot stay under the narrower check; their delivery jobs go with them (cascade).
  await sql`delete from leads where kind = 'service'`.execute(db);
  await setLeadKinds(db, kindsBefore);
}

/** Replaces the check on leads.kind. */
async function setLeadKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  await replaceColumnCheck(db, "leads", "kind", /kind in \([^)]*\)/, `kind in (${kinds.map((kind) => `'${kind}'`).join(", ")})`);
}
