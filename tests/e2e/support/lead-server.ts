import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { isolatedDatabase, type DatabaseKind } from "../../support/databases";
import { fetchStamp, waitPastMinimumFillTime } from "./leads";
import { startServer, type RunningServer } from "../../../scripts/support/server";

export interface LeadServer {
  server: RunningServer;
  db: AppDatabase;
  /** A form stamp older than the minimum fill time. */
  stamp: string;
  /** The environment that points another process (`npm run leads`) at the server's database. */
  databaseEnv: Record<string, string>;
}

/**
 * For a suite: a production server on its own database (SQLite file or fresh PostgreSQL schema) with the form rate
 * limits lifted, handed to `started` before the tests and removed after them.
 */
export function useLeadServer(kind: DatabaseKind, env: Record<string, string>, started: (lead: LeadServer) => void) {
  let lead: LeadServer | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await isolatedDatabase(kind, mkdtempSync(path.join(tmpdir(), "lead-server-")));
    dropDatabase = database.drop;
    const server = await startServer({ ...database.env, FORM_RATE_PER_MINUTE: "100000", FORM_RATE_PER_DAY: "100000", ...env });
    const stamp = await fetchStamp(server.url);
    await waitPastMinimumFillTime();
    lead = { server, db: database.open(), stamp, databaseEnv: database.env };
    started(lead);
  }, 60_000);
  afterAll(async () => {
    await lead?.server.stop();
    await lead?.db.destroy();
    await dropDatabase?.();
  });
}

/** How many leads the database holds. */
export const countLeads = async (db: AppDatabase) =>
  Number((await db.selectFrom("leads").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
