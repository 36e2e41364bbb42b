import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type AppDatabase } from "~/db/db.server";

// A database of its own for a server process: a SQLite file in a folder of its own, or a new schema on the PostgreSQL
// of TEST_DATABASE_URL (dropped afterwards). The benches use it, and tests/support/databases.ts builds on it.

export type DatabaseKind = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = ["sqlite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];

/** A database of its own, not opened yet: the env a server process needs to use it, and how to open it here. */
export interface IsolatedDatabase {
  env: Record<string, string>;
  /** PostgreSQL only: the schema of this database. */
  schema?: string;
  /** A new connection (pool) to it, as another server instance would open; PostgreSQL: of `poolMax` connections. */
  open: (poolMax?: number) => AppDatabase;
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
    open: (poolMax) => createDatabase({ databaseUrl: url, searchPath: schema, poolMax }),
    drop: () => onPostgres(url, `drop schema ${schema} cascade`),
  };
}
