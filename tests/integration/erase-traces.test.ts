import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteFileName } from "~/db/db.server";
import { databaseKinds, freshDatabase, type FreshDatabase } from "../support/databases";
import { runLeads } from "../support/run-script";
import { contact, newsletter, quote, submit, testConfig, webhookSecret } from "./delivery-support/fixtures";

// Issue 22: an erased or purged person leaves no bytes behind in the SQLite file, its WAL or its shared-memory index
// (indexes, freed pages and old WAL frames included). The real `leads` command runs in a child process while this
// process keeps the database open, as the server would.

const run = promisify(execFile);
const day = 24 * 3600_000;

/** A person whose every detail is unique in the database, so a byte match can only be a leftover of theirs. */
function person(tag: string) {
  return {
    name: `Zubayda ${tag} Trace`,
    email: `zubayda.${tag}@trace-example.sa`,
    phone: `+96650${tag === "erase" ? "7654321" : "7650987"}`,
    message: `Callback for ${tag}: ${"the west gate and the loading bay need cover. ".repeat(60)}`,
  };
}

/**
 * Where any of the texts occurs in the database's files, in UTF-8 or either UTF-16. Read by another process: closing a
 * file descriptor of the database here would drop this process's SQLite locks (POSIX), and the command, believing
 * itself the last user, would remove the WAL on exit, which a running server never lets it do.
 */
async function traces(dataDir: string, texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const suffix of ["", "-wal", "-shm"]) {
    const file = path.join(dataDir, sqliteFileName + suffix);
    if (!fs.existsSync(file)) continue;
    const { stdout: bytes } = await run("cat", [file], { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 });
    for (const text of texts) {
      for (const encoding of ["utf8", "utf16le"] as const) {
        const needle = Buffer.from(text, encoding);
        if (bytes.includes(needle)) found.push(`${text} (${encoding}) in ${path.basename(file)}`);
        if (encoding === "utf16le" && bytes.includes(Buffer.from(needle).swap16()))
          found.push(`${text} (utf16be) in ${path.basename(file)}`);
      }
    }
  }
  return found;
}

describe("erase and purge on SQLite leave no trace in the files", () => {
  let fresh: FreshDatabase;
  const config = testConfig({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/crm", LEADS_WEBHOOK_SECRET: webhookSecret });

  beforeEach(async () => {
    fresh = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await fresh.cleanup();
  });

  const leadsCommand = (...argv: string[]) => runLeads(argv, { ...process.env, ...fresh.env, LEAD_RETENTION_DAYS: "" });

  /** Everyone else's leads around the person's, before and after, so their pages stay in use. */
  async function storeAround(store: () => Promise<void>, now?: Date) {
    for (let index = 0; index < 20; index++)
      await submit(fresh.db, contact({ name: `Neighbour ${index}`, email: `n${index}@example.sa` }), config, now);
    await store();
    for (let index = 20; index < 40; index++)
      await submit(fresh.db, contact({ name: `Neighbour ${index}`, email: `n${index}@example.sa` }), config, now);
  }

  const details = (who: ReturnType<typeof person>) => [who.email, who.name, who.phone.slice(1), who.message.slice(0, 40)];

  it("after `leads erase --email`", async () => {
    const who = person("erase");
    await storeAround(async () => {
      await submit(fresh.db, contact({ ...who }), config);
      await submit(fresh.db, quote({ name: who.name, email: who.email.toUpperCase(), phone: who.phone }), config);
      await submit(fresh.db, newsletter(who.email), config);
    });
    expect((await traces(fresh.env.DATA_DIR!, details(who))).length).toBeGreaterThan(0);

    const { stdout } = await leadsCommand("erase", "--email", who.email);
    expect(stdout).toMatch(/^Erased 3 leads \(.+\), 1 newsletter subscriptions/);

    expect(await traces(fresh.env.DATA_DIR!, details(who))).toEqual([]);
    // The neighbours are still there, readable.
    expect((await fresh.db.selectFrom("leads").select("id").execute()).length).toBe(40);
  });

  it("after `leads purge`", async () => {
    const who = person("purge");
    const old = new Date(Date.now() - 800 * day);
    await storeAround(async () => {
      await submit(fresh.db, contact({ ...who }), config, old);
      await submit(fresh.db, newsletter(who.email), config, old);
    }, old);
    await submit(fresh.db, contact({ name: "Recent Visitor", email: "recent@example.sa" }), config);
    expect((await traces(fresh.env.DATA_DIR!, details(who))).length).toBeGreaterThan(0);

    const { stdout } = await leadsCommand("purge");
    expect(stdout).toContain("Deleted 42 leads and 1 subscriptions");

    expect(await traces(fresh.env.DATA_DIR!, details(who))).toEqual([]);
    expect((await fresh.db.selectFrom("leads").select("id").execute()).length).toBe(1);
  });

  it("after `leads vacuum` in a file whose rows were deleted without secure_delete", async () => {
    const who = person("erase");
    await storeAround(() => submit(fresh.db, contact({ ...who }), config).then(() => undefined));
    // As a version before secure_delete deleted it: the row is gone, its bytes are not.
    const old = new SQLite(path.join(fresh.env.DATA_DIR!, sqliteFileName));
    old.prepare("delete from leads where fields like ?").run(`%${who.email}%`);
    old.pragma("wal_checkpoint(TRUNCATE)");
    old.close();
    expect(await traces(fresh.env.DATA_DIR!, details(who))).toContain(`${who.email} (utf8) in site.db`);

    const { stdout } = await leadsCommand("vacuum");
    expect(stdout).toContain("Database rewritten");

    expect(await traces(fresh.env.DATA_DIR!, details(who))).toEqual([]);
    expect((await fresh.db.selectFrom("leads").select("id").execute()).length).toBe(40);
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("`leads vacuum` on PostgreSQL", () => {
  it("rewrites the tables of personal data", async () => {
    const fresh = await freshDatabase("postgres");
    try {
      await submit(fresh.db, contact(), testConfig({}));
      const { stdout } = await runLeads(["vacuum"], { ...process.env, ...fresh.env });
      expect(stdout).toContain("Database rewritten");
      expect((await fresh.db.selectFrom("leads").select("id").execute()).length).toBe(1);
    } finally {
      await fresh.cleanup();
    }
  });
});
