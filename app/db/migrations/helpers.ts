import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

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

/**
 * Replaces the check on a column, written inline when the table was created (PostgreSQL named it
 * `<table>_<column>_check`), with `check`; `current` finds the old check in the table's SQLite definition.
 */
export async function replaceColumnCheck(db: Kysely<unknown>, table: string, column: string, current: RegExp, check: string) {
  if (isPostgres(db)) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_${column}_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_${column}_check`)} check (${sql.raw(check)})`.execute(db);
    return;
  }
  // SQLite cannot alter a check: the documented 12-step rebuild (sqlite.org/lang_altertable.html#otheralter). The
  // definition is read from the database, not repeated here, so columns added by later migrations are kept. Foreign
  // keys are off meanwhile, so that dropping the old table does not cascade; the check after the copy proves none
  // broke. The AUTOINCREMENT high-water mark is carried over: ids stay never reused.
  const definition = (await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db))
    .rows[0]?.sql;
  if (!definition || !current.test(definition)) throw new Error(`${table}: the check on ${column} was not found`);
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  const rebuilt = `${table}_rebuilt`;
  const createRebuilt = definition
    .replace(current, check)
    .replace(new RegExp(`^create table\\s+"?${table}"?`, "i"), `create table "${rebuilt}"`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(createRebuilt).execute(db);
    await sql`insert into ${sql.table(rebuilt)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    for (const { seq } of sequence.rows) {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
      await sql`insert into sqlite_sequence (name, seq) values (${table}, ${seq})`.execute(db);
    }
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`${table} rebuild broke foreign keys`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
