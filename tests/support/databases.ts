import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { KyselyPlugin } from "kysely";
import pg from "pg";
import { createDatabase, migrateToLatest, type AppDatabase } from "~/db/db.server";
import { normalizeEmail } from "~/leads/store.server";

// The one way tests set databases up, on SQLite and on PostgreSQL: a SQLite file in a folder of its own, or a new
// schema on the PostgreSQL of TEST_DATABASE_URL (dropped afterwards). In-process tests take a FreshDatabase; tests
// that start a server give it an IsolatedDatabase's env.

export type DatabaseKind = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = ["sqlite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];

/** A database of its own, not opened yet: the env a server process needs to use it, and how to open it here. */
export interface IsolatedDatabase {
  env: Record<string, string>;
  /** PostgreSQL only: the schema of this database (introspection sees every schema). */
  schema?: string;
  /** A new connection (pool) to it, as another server instance would open. */
  open: () => AppDatabase;
  drop: () => Promise<void>;
}

/** Read at call time: scripts/bench-leads.ts sets TEST_DATABASE_URL from its own setting. */
function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function isolatedDatabase(kind: DatabaseKind, dataDir: string): Promise<IsolatedDatabase> {
  if (kind === "sqlite") {
    return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, open: () => createDatabase({ dataDir }), drop: async () => undefined };
  }
  const url = postgresUrl();
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await onPostgres(url, `create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withSchema.toString() },
    schema,
    open: () => createDatabase({ databaseUrl: url, searchPath: schema }),
    drop: () => onPostgres(url, `drop schema ${schema} cascade`),
  };
}

/** An isolated database in a temporary folder, opened and migrated. */
export interface FreshDatabase {
  db: AppDatabase;
  /** Another connection to the same database, closed by cleanup. */
  connect(): AppDatabase;
  env: Record<string, string>;
  schema?: string;
  /** Names of this database's tables, sorted. */
  tables(): Promise<string[]>;
  cleanup(): Promise<void>;
}

export async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `db-${kind}-`));
  const isolated = await isolatedDatabase(kind, path.join(dir, "data"));
  const connections = [isolated.open()];
  const db = connections[0]!;
  await migrateToLatest(db);
  return {
    db,
    connect: () => {
      const other = isolated.open();
      connections.push(other);
      return other;
    },
    env: isolated.env,
    schema: isolated.schema,
    tables: async () =>
      (await db.introspection.getTables())
        .filter((table) => !isolated.schema || table.schema === isolated.schema)
        .map((table) => table.name)
        .sort(),
    cleanup: async () => {
      await Promise.all(connections.map((each) => each.destroy()));
      await isolated.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** For describe.each: SQLite always, PostgreSQL shown as skipped when TEST_DATABASE_URL is not set. */
export const backends = (["sqlite", "postgres"] as const).map((kind) => ({
  name: kind === "sqlite" ? "SQLite" : "PostgreSQL",
  available: databaseKinds.includes(kind),
  open: () => freshDatabase(kind),
}));

/** The newsletter subscription of an address, as stored. */
export function findSubscriber(db: AppDatabase, address: string) {
  return db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", normalizeEmail(address)).executeTakeFirst();
}

/** The same database, with the SQL of every query run through it recorded in order. */
export function recordQueries(db: AppDatabase): { db: AppDatabase; queries: string[] } {
  const queries: string[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      queries.push(db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(recorder), queries };
}
