import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import {
  contactFields,
  databaseKinds,
  fetchStamp,
  isolatedDatabase,
  postForm,
  waitPastMinimumFillTime,
  waitUntilHealthy,
} from "./support/leads";
import { pacedStream } from "./support/paced-stream";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Every lead acknowledged with a reference survives a SIGKILL of the server, stored exactly once.
// The kill must land in the middle of the stream on any machine: the submissions come as a paced stream (a fast server
// answers a single burst whole before the client has read a few answers), and the kill follows what the database
// holds, not what the client has read.
const SUBMISSIONS = 300;
const CONCURRENCY = 8;
const INTERVAL_MS = 20; // a six-second stream
const KILL_AT_STORED = 150; // about halfway through it

async function storedContactLeads(db: AppDatabase): Promise<number> {
  const { count } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("kind", "=", "contact")
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Watches the database until it holds `count` contact leads, then SIGKILLs the server and waits until it is gone.
 * Returns the number stored when it was killed, or undefined when the stream ended first.
 */
async function killOnceStored(
  db: AppDatabase,
  server: RunningServer,
  count: number,
  streamEnded: () => boolean,
): Promise<number | undefined> {
  for (;;) {
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(`The server exited on its own:\n${server.output()}`);
    if (streamEnded()) return undefined;
    const stored = await storedContactLeads(db);
    if (stored >= count) {
      const exited = new Promise((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGKILL");
      await exited;
      return stored;
    }
    await sleep(10);
  }
}

describe.each(databaseKinds)("durability on %s", (kind) => {
  it(`keeps every acknowledged lead when the server is SIGKILLed in the middle of a stream of ${SUBMISSIONS}`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "leads-kill-"));
    const database = await isolatedDatabase(kind, dataDir);
    const env = { ...database.env, FORM_RATE_PER_MINUTE: "100000", FORM_RATE_PER_DAY: "100000", LEAD_HASH_SALT: "test-salt" };
    try {
      const acknowledged = new Map<string, string>();
      const refused: string[] = [];
      let killed = false;
      let sentAfterKill = 0;
      let acknowledgedAfterKill = 0;
      let storedAtKill: number | undefined;

      const first = await startServer(env);
      const watcher = database.open();
      try {
        const stamp = await fetchStamp(first.url);
        await waitPastMinimumFillTime();
        let streamEnded = false;
        const stream = pacedStream({ count: SUBMISSIONS, concurrency: CONCURRENCY, intervalMs: INTERVAL_MS }, async (i) => {
          const name = `Durability Lead ${i}`;
          const afterKill = killed;
          if (afterKill) sentAfterKill++;
          try {
            const result = await postForm(first.url, "/contact/contact-us", contactFields(stamp, { name }));
            if (result.status !== 200 || !result.reference) refused.push(`${name}: ${result.status}`);
            else {
              acknowledged.set(name, result.reference);
              if (afterKill) acknowledgedAfterKill++;
            }
          } catch {
            // Cut off by the kill or sent after it: never acknowledged, so it may or may not be stored.
          }
        }).finally(() => (streamEnded = true));
        try {
          storedAtKill = await killOnceStored(watcher, first, KILL_AT_STORED, () => streamEnded);
          killed = true;
        } finally {
          await stream;
        }
      } finally {
        if (first.process.exitCode === null && first.process.signalCode === null) await first.stop();
        // Closed before the restart, so that the new server opens the database as after a crash.
        await watcher.destroy();
      }

      expect(refused).toEqual([]);
      expect(storedAtKill, "the stream ended before the server had stored enough leads to be killed").toBeDefined();
      // The kill came in the middle of the stream: submissions were still being sent, and none of them was answered.
      expect(sentAfterKill).toBeGreaterThan(0);
      expect(acknowledgedAfterKill).toBe(0);
      // Of the leads stored before the kill, only those in flight (at most CONCURRENCY) may have lost their answer.
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AT_STORED - CONCURRENCY);

      const second = await startServer(env);
      const db = database.open();
      try {
        await waitUntilHealthy(second.url);
        const rows = await db.selectFrom("leads").select(["reference", "fields"]).where("kind", "=", "contact").execute();
        const referencesByName = new Map<string, string[]>();
        for (const row of rows) {
          const name = (JSON.parse(row.fields) as { name: string }).name;
          referencesByName.set(name, [...(referencesByName.get(name) ?? []), row.reference]);
        }
        for (const [name, reference] of acknowledged) {
          expect(referencesByName.get(name), name).toEqual([reference]);
        }
        // Each submission was sent once, so no lead, acknowledged or not, may be stored twice.
        expect([...referencesByName].filter(([, references]) => references.length > 1)).toEqual([]);
      } finally {
        await second.stop();
        await db.destroy();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
