import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/** True on PostgreSQL (the only non-SQLite dialect we support). Structural type: any Kysely<DB>. */
export function isPostgres(db: Pick<Kysely<unknown>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An auto-incrementing integer key that is never reused: `serial` on PostgreSQL,
 * `integer primary key autoincrement` on SQLite (the keyword makes SQLite remember the
 * highest value in sqlite_sequence even after rows are deleted). Kysely's autoIncrement()
 * alone would emit MySQL syntax on PostgreSQL, hence the branch.
 */
export function autoIdColumn(db: Kysely<unknown>) {
  return isPostgres(db)
    ? ({ type: "serial", build: (col: ColumnDefinitionBuilder) => col.primaryKey() } as const)
    : ({ type: "integer", build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() } as const);
}
