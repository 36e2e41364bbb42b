import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, migrateToLatest, type AppDatabase } from "~/db/db.server";

// A fresh database per test, as in lead-store.test.ts: a temporary SQLite file, or a new
// schema on the PostgreSQL of TEST_DATABASE_URL (dropped afterwards). connect() opens another
// connection (pool) to the same database, as a second server instance would; env gives a
// child process the same database.

export interface FreshDatabase {
  db: AppDatabase;
  connect(): AppDatabase;
  env: Record<string, string>;
  /** PostgreSQL only: the schema of this test (introspection sees every schema). */
  schema?: string;
  cleanup(): Promise<void>;
}

export async function freshSqlite(): Promise<FreshDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "delivery-"));
  const dataDir = path.join(dir, "data");
  const extra: AppDatabase[] = [];
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  return {
    db,
    connect: () => {
      const other = createDatabase({ dataDir });
      extra.push(other);
      return other;
    },
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    cleanup: async () => {
      await Promise.all([db, ...extra].map((each) => each.destroy()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function freshPostgres(url: string): Promise<FreshDatabase> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const extra: AppDatabase[] = [];
  const db = createDatabase({ databaseUrl: url, searchPath: schema });
  await migrateToLatest(db);
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  return {
    db,
    connect: () => {
      const other = createDatabase({ databaseUrl: url, searchPath: schema });
      extra.push(other);
      return other;
    },
    env: { DATABASE_URL: withSchema.toString() },
    schema,
    cleanup: async () => {
      await Promise.all([db, ...extra].map((each) => each.destroy()));
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** For describe.each: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends = [
  { name: "SQLite", available: true, open: freshSqlite },
  { name: "PostgreSQL", available: Boolean(postgresUrl), open: () => freshPostgres(postgresUrl ?? "") },
];
