import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contactFields, fetchStamp, databaseKinds, isolatedDatabase, postForm, waitPastMinimumFillTime } from "./support/leads";
import { startServer } from "./support/server";

// Every lead acknowledged with a reference survives a SIGKILL of the server right after, exactly once.
const SUBMISSIONS = 500;
const KILL_AFTER = 50;

describe.each(databaseKinds)("durability on %s", (kind) => {
  it(`keeps every acknowledged lead of ${SUBMISSIONS} concurrent submissions across a SIGKILL`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "leads-kill-"));
    const database = await isolatedDatabase(kind, dataDir);
    const env = { ...database.env, FORM_RATE_PER_MINUTE: "100000", FORM_RATE_PER_DAY: "100000", LEAD_HASH_SALT: "test-salt" };
    const first = await startServer(env);
    const stamp = await fetchStamp(first.url);
    await waitPastMinimumFillTime();

    const acknowledged = new Map<string, string>();
    let settled = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, i) => {
        const name = `Durability Lead ${i}`;
        try {
          const result = await postForm(first.url, "/contact/contact-us", contactFields(stamp, { name }));
          if (result.status === 200 && result.reference) acknowledged.set(name, result.reference);
          // Kill once some are answered, with most still in flight.
          if (!killed && acknowledged.size >= KILL_AFTER) {
            killed = true;
            first.process.kill("SIGKILL");
          }
        } catch {
          // Cut off by the kill: never acknowledged, so it may or may not be stored.
        } finally {
          settled++;
        }
      }),
    );
    expect(killed).toBe(true);
    expect(settled).toBe(SUBMISSIONS);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size).toBeLessThan(SUBMISSIONS);

    const second = await startServer(env);
    const db = database.open();
    try {
      expect((await fetch(new URL("/healthz", second.url))).status).toBe(200);
      const rows = await db.selectFrom("leads").select(["reference", "fields"]).where("kind", "=", "contact").execute();
      const byName = new Map<string, string[]>();
      for (const row of rows) {
        const name = (JSON.parse(row.fields) as { name: string }).name;
        byName.set(name, [...(byName.get(name) ?? []), row.reference]);
      }
      for (const [name, reference] of acknowledged) {
        expect(byName.get(name), name).toEqual([reference]);
      }
    } finally {
      await second.stop();
      await db.destroy();
      await database.drop();
    }
  }, 120_000);
});
