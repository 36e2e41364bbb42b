import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { KyselyPlugin } from "kysely";
import { migrateToLatest, type AppDatabase } from "~/db/db.server";
import { databaseKinds, isolatedDatabase, type DatabaseKind } from "../../scripts/support/databases";
import { normalizeEmail } from "~/leads/store.server";

// The one way tests set databases up, on SQLite and on PostgreSQL: a SQLite file in a folder of its own, or a new
// schema on the PostgreSQL of TEST_DATABASE_URL (dropped afterwards). In-process tests take a FreshDatabase; tests
// that start a server give it an IsolatedDatabase's env.

export { databaseKinds, isolatedDatabase, type DatabaseKind, type IsolatedDatabase } from "../../scripts/support/databases";

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

/**
 * Connections per pool in tests: parallel test workers, and the suites of other worktrees, share one PostgreSQL of
 * 100 connections ("sorry, too many clients already" with the production pool of 10 each).
 */
const testPoolMax = 4;

export async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `db-${kind}-`));
  const isolated = await isolatedDatabase(kind, path.join(dir, "data"));
  const connections = [isolated.open(testPoolMax)];
  const db = connections[0]!;
  await migrateToLatest(db);
  return {
    db,
    connect: () => {
      const other = isolated.open(testPoolMax);
      connections.push(other);
      return other;
    },
    env: isolated.env,
    schema: isolated.schema,
    tables: async () => (await db.introspection.getTables()).map((table) => table.name).sort(),
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
