import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, Migrator, NO_MIGRATIONS, SqliteDialect, sql, type MigrationResult } from "kysely";
import { ensurePrivateDataDir } from "~/config/data-dir.server";
import { getEnv, type Env } from "~/config/env.server";
import { migrations } from "./migrations";
import { isPostgres } from "./migrations/helpers";
import { CurrentSchemaPostgresDialect } from "./postgres-dialect.server";
import type { Database } from "./schema";

export type { Database } from "./schema";
export type AppDatabase = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://... When set, PostgreSQL is used instead of the SQLite file. */
  databaseUrl?: string;
  /** Folder of the SQLite file `site.db`; created if missing. Default `./data`. */
  dataDir?: string;
  /** PostgreSQL only: schema to use as search_path (tests isolate runs this way). */
  searchPath?: string;
  /** PostgreSQL only: pool size. Default 10. */
  poolMax?: number;
}

export const sqliteFileName = "site.db";

export function createDatabase(options: DatabaseOptions = {}): AppDatabase {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  return createSqlite(options.dataDir ?? "./data");
}

function createSqlite(dataDir: string): AppDatabase {
  ensurePrivateDataDir(dataDir);
  const file = path.join(dataDir, sqliteFileName);
  // Created private before SQLite opens it; SQLite gives its -wal and -shm files the same mode.
  fs.closeSync(fs.openSync(file, "a", 0o600));
  fs.chmodSync(file, 0o600);
  const sqlite = new SQLite(file);
  // busy_timeout first, so the journal switch waits for another process instead of failing.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  // FULL syncs the WAL on every commit: an acknowledged lead survives a crash or power loss.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows and freed pages are overwritten with zeros: an erased or purged lead leaves no bytes in the file.
  sqlite.pragma("secure_delete = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function createPostgres(connectionString: string, options: DatabaseOptions): AppDatabase {
  if (options.searchPath !== undefined && !identifier.test(options.searchPath)) {
    throw new Error(`Invalid schema name for search_path: ${options.searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    // Bounded waits, so that a form answers 503 within seconds while the database is unreachable instead of
    // hanging: for a connection (or a free pool client), for each query's answer (a line that drops packets
    // never errors by itself), and for a statement on the server. Keep-alive finds dead idle connections.
    connectionTimeoutMillis: 5000,
    query_timeout: 10_000,
    statement_timeout: 10_000,
    keepAlive: true,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would
  // crash the process. The next query simply gets a fresh connection.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  // A client in use has no pool listener: when the line drops under a query or transaction, the query fails (and the
  // caller answers 503) but the client's own 'error' event, unhandled, would kill the server. The pool discards it.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
}

/** Migrator over the statically imported migrations (the server is bundled, no folder reads). */
export async function createMigrator(db: AppDatabase): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one; pin it
    // to ours so another schema's migrations (another app, a parallel test) don't count.
    migrationTableSchema: isPostgres(db) ? await currentSchema(db) : undefined,
  });
}

async function currentSchema(db: AppDatabase): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL has no current schema: check search_path");
  return schema;
}

export async function migrateToLatest(db: AppDatabase): Promise<MigrationResult[]> {
  const { error, results } = await (await createMigrator(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

/** Undo every migration (tests and local resets only). */
export async function migrateDownToEmpty(db: AppDatabase): Promise<MigrationResult[]> {
  const { error, results } = await (await createMigrator(db)).migrateTo(NO_MIGRATIONS);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

/**
 * SQLite: copy the WAL into the file and empty it (TRUNCATE), so the old pages of deleted rows leave the WAL too.
 * False when a reader kept it from finishing (the next checkpoint does it). PostgreSQL: nothing to do here (VACUUM is
 * the operator's, docs/operations.md).
 */
export async function truncateWal(db: AppDatabase): Promise<boolean> {
  if (isPostgres(db)) return true;
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}

/** The tables that hold personal data, directly or by their lead. */
const personalTables = ["leads", "delivery_jobs", "newsletter_subscribers", "site_surveys"] as const;

/**
 * Rewrite the storage so that rows deleted earlier leave no bytes behind: SQLite's VACUUM (a file from before
 * secure_delete may hold fragments) and then an emptied WAL; PostgreSQL's VACUUM FULL of the tables of personal data
 * (plain VACUUM marks dead rows reusable but leaves their bytes). Locks those tables while it runs.
 */
export async function vacuumDatabase(db: AppDatabase): Promise<boolean> {
  if (!isPostgres(db)) {
    await sql`vacuum`.execute(db);
    return truncateWal(db);
  }
  for (const table of personalTables) await sql`vacuum full ${sql.table(table)}`.execute(db);
  return true;
}

/** `select 1`: true when the database answers. Never throws. */
export async function pingDatabase(db: AppDatabase): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export function databaseOptionsFromEnv(env: Env = getEnv()): DatabaseOptions {
  return { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
}

// One handle per process: the server runs from one bundle, so route actions, the delivery worker and the
// retention job all reach this module (and this variable) through the same import.
let shared: Promise<AppDatabase> | undefined;

/** The process-wide database, created and migrated on first use (no manual step). */
export function getDatabase(): Promise<AppDatabase> {
  shared ??= openShared().catch((error: unknown) => {
    // Let the next call retry, e.g. once PostgreSQL is reachable again.
    shared = undefined;
    throw error;
  });
  return shared;
}

async function openShared(): Promise<AppDatabase> {
  const db = createDatabase(databaseOptionsFromEnv());
  try {
    await migrateToLatest(db);
    return db;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

/** For GET /healthz: true when the shared database is reachable within the timeout. */
export async function checkDatabase(timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const check = getDatabase().then(pingDatabase, () => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Close the shared database (graceful shutdown, tests). Safe to call when never opened. */
export async function closeDatabase(): Promise<void> {
  const pending = shared;
  shared = undefined;
  if (!pending) return;
  const db = await pending.catch(() => undefined);
  await db?.destroy();
}
