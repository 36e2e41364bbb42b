import { sql, type Kysely } from "kysely";

// The language of the page a lead was sent from (issue 16, docs/decisions/117): the visitor's acknowledgement and
// the survey's later mails go out in it. A newsletter subscription keeps its own, since its confirmation and later
// mails are sent to the subscription, not to one lead. Every row stored before Arabic pages existed is English.

const tables = ["leads", "newsletter_subscribers"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn("language", "varchar(2)", (col) =>
        col
          .notNull()
          .defaultTo("en")
          .check(sql`language in ('en', 'ar')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn("language").execute();
}
