import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// server/index.ts (run by tsx) starts the delivery worker with its own copy of db.server.ts,
// while the bundled app has another. They must share one database handle: two SQLite
// connections in one process block each other for busy_timeout (better-sqlite3 waits
// synchronously), which would freeze the server whenever a claim met a lead's transaction.

describe("the process-wide database", () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "delivery-shared-"));

  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is one handle across separate copies of the module", async () => {
    process.env.DATA_DIR = path.join(dir, "data");
    delete process.env.DATABASE_URL;
    const first = await import("~/db/db.server");
    vi.resetModules();
    const second = await import("~/db/db.server");
    expect(second.getDatabase).not.toBe(first.getDatabase);

    const db = await first.getDatabase();
    expect(await second.getDatabase()).toBe(db);
    // Closing through either copy closes it for both.
    await second.closeDatabase();
    const reopened = await first.getDatabase();
    expect(reopened).not.toBe(db);
    await first.closeDatabase();
  });
});
