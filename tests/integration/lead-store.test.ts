import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "kysely";
import { migrations } from "../../app/db/migrations";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  checkDatabase,
  closeDatabase,
  createDatabase,
  createMigrator,
  getDatabase,
  migrateDownToEmpty,
  migrateToLatest,
  pingDatabase,
  type AppDatabase,
} from "~/db/db.server";
import {
  formatReference,
  getLeadByReference,
  getSubscriber,
  listLeads,
  referencePattern,
  saveLead,
  type LeadInput,
} from "~/leads/store.server";

// The lead store against a fresh SQLite file, and against PostgreSQL when
// TEST_DATABASE_URL is set (a fresh schema per test, dropped afterwards).

const salt = "test-salt";
const ourTables = ["delivery_jobs", "lead_sequence", "leads", "newsletter_subscribers"];

interface Fresh {
  db: AppDatabase;
  /** Tables of this database (this schema on PostgreSQL). */
  tables(): Promise<string[]>;
  cleanup(): Promise<void>;
}

function freshSqlite(): Fresh {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-store-"));
  const db = createDatabase({ dataDir: path.join(dir, "data") });
  return {
    db,
    tables: async () => (await db.introspection.getTables()).map((table) => table.name).sort(),
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freshPostgres(url: string): Promise<Fresh> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = createDatabase({ databaseUrl: url, searchPath: schema });
  return {
    db,
    tables: async () =>
      (await db.introspection.getTables())
        .filter((table) => table.schema === schema)
        .map((table) => table.name)
        .sort(),
    cleanup: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const backends = [
  { name: "SQLite", available: true, open: async () => freshSqlite() },
  { name: "PostgreSQL", available: Boolean(postgresUrl), open: () => freshPostgres(postgresUrl ?? "") },
];

const consent = { text: "I agree to the privacy policy and terms of service", version: "2026-01" };
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}-${randomBytes(4).toString("hex")}`;

const contact = (overrides: Partial<Extract<LeadInput, { kind: "contact" }>> = {}): LeadInput => ({
  kind: "contact",
  name: "Noura Al-Qahtani",
  email: "noura@example.sa",
  company: "Qahtani Retail",
  phone: "+966 50 123 4567",
  service: "CCTV Installation",
  message: "Four branches in Riyadh.",
  sourcePage: "/contact/contact-us",
  consent,
  clientAddress: "203.0.113.7",
  idempotencyKey: newKey(),
  ...overrides,
});

const quote = (overrides: Partial<Extract<LeadInput, { kind: "quote" }>> = {}): LeadInput => ({
  kind: "quote",
  name: "Faisal",
  phone: "0501234567",
  email: "",
  buildingType: "enterprise",
  configuration: { cctv: { cameras: 2, nvr: 1, storage: 3 } },
  sourcePage: "/",
  consent,
  clientAddress: "198.51.100.20",
  idempotencyKey: newKey(),
  ...overrides,
});

const newsletter = (email: string, overrides: Partial<LeadInput> = {}): LeadInput =>
  ({
    kind: "newsletter",
    email,
    sourcePage: "/about",
    consent,
    clientAddress: "2001:db8::1",
    idempotencyKey: newKey(),
    ...overrides,
  }) as LeadInput;

const sequenceOf = (reference: string) => Number(reference.split("-")[2]);
const leadCount = async (db: AppDatabase) =>
  Number((await db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe.each(backends)("lead store on $name", ({ name, available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: Fresh;
    let db: AppDatabase;

    beforeEach(async () => {
      fresh = await open();
      db = fresh.db;
      await migrateToLatest(db);
    });
    afterEach(async () => {
      await fresh.cleanup();
    });

    it("migrates from empty, down to empty, and up again", async () => {
      const migrator = await createMigrator(db);
      expect((await migrator.getMigrations()).every((migration) => migration.executedAt)).toBe(true);
      expect((await fresh.tables()).filter((table) => ourTables.includes(table))).toEqual(ourTables);

      await migrateDownToEmpty(db);
      expect((await fresh.tables()).filter((table) => ourTables.includes(table))).toEqual([]);

      const results = await migrateToLatest(db);
      expect(results.map((result) => [result.migrationName, result.status])).toEqual(Object.keys(migrations).map((name) => [name, "Success"]));
      expect((await fresh.tables()).filter((table) => ourTables.includes(table))).toEqual(ourTables);
      // Already at the latest: nothing to do.
      expect(await migrateToLatest(db)).toEqual([]);
    });

    it.runIf(name === "SQLite")("opens SQLite with WAL, synchronous FULL, foreign keys and a busy timeout", async () => {
      const pragma = async (statement: string) =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${statement}`).execute(db)).rows[0] ?? {})[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2);
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(5000);
    });

    it("answers a ping", async () => {
      expect(await pingDatabase(db)).toBe(true);
    });

    it("stores a contact lead with its fields, page and consent", async () => {
      const before = new Date();
      const { reference, created } = await saveLead(db, contact(), { salt });
      expect(created).toBe(true);
      expect(reference).toMatch(/^C-\d{4}-\d{6}$/);

      const lead = await getLeadByReference(db, reference);
      expect(lead).toMatchObject({
        reference,
        kind: "contact",
        fields: {
          name: "Noura Al-Qahtani",
          email: "noura@example.sa",
          company: "Qahtani Retail",
          phone: "+966 50 123 4567",
          service: "CCTV Installation",
          message: "Four branches in Riyadh.",
        },
        sourcePage: "/contact/contact-us",
        consent: { text: consent.text, version: consent.version },
        quote: null,
      });
      expect(Date.parse(lead!.consent.consentedAt)).toBeGreaterThanOrEqual(before.getTime() - 1);
      expect(lead!.createdAt).toBe(lead!.consent.consentedAt);
    });

    it("leaves out empty optional fields", async () => {
      const { reference } = await saveLead(
        db,
        contact({ company: "", phone: undefined, service: "  ", message: undefined }),
        { salt },
      );
      expect((await getLeadByReference(db, reference))!.fields).toEqual({
        name: "Noura Al-Qahtani",
        email: "noura@example.sa",
      });
    });

    it("stores a quote with the total computed by the server", async () => {
      const { reference } = await saveLead(db, quote(), { salt });
      expect(reference).toMatch(/^Q-\d{4}-\d{6}$/);
      const lead = await getLeadByReference(db, reference);
      // (2 x 899 + 1 x 1299 + 3 x 199) x 1.5 = 5541
      expect(lead!.quote).toEqual({
        buildingType: "enterprise",
        configuration: { cctv: { cameras: 2, nvr: 1, storage: 3 } },
        total: 5541,
      });
      expect(lead!.fields).toEqual({ name: "Faisal", phone: "0501234567" });
    });

    it("never takes a total from the client", async () => {
      const forged = { ...quote(), total: 1 } as unknown as LeadInput;
      await expect(saveLead(db, forged, { salt })).rejects.toThrow();
      const forgedPrice = quote({
        configuration: { cctv: { cameras: 2, nvr: 1, storage: 3, price: 1 } } as never,
      });
      await expect(saveLead(db, forgedPrice, { salt })).rejects.toThrow();
      expect(await leadCount(db)).toBe(0);

      // The same items with zero quantities and another building type: our own figure again.
      const { reference } = await saveLead(
        db,
        quote({ buildingType: "industrial", configuration: { cctv: { cameras: 2, nvr: 0 }, access: { cards: 4 } } }),
        { salt },
      );
      const lead = await getLeadByReference(db, reference);
      expect(lead!.quote).toEqual({
        buildingType: "industrial",
        configuration: { cctv: { cameras: 2 }, access: { cards: 4 } },
        total: Math.round((2 * 899 + 4 * 25) * 1.8),
      });
    });

    it("stores a quote request without a configuration and without a total", async () => {
      const { reference } = await saveLead(
        db,
        quote({ configuration: undefined, email: "buyer@example.com", phone: undefined, topic: "Access Control" }),
        { salt },
      );
      const lead = await getLeadByReference(db, reference);
      expect(lead!.quote).toEqual({ buildingType: "enterprise", configuration: null, total: null });
      expect(lead!.fields).toEqual({ name: "Faisal", email: "buyer@example.com", topic: "Access Control" });
    });

    it("rejects invalid input and stores nothing", async () => {
      const invalid: LeadInput[] = [
        contact({ email: "not-an-email" }),
        contact({ name: "x".repeat(101) }),
        contact({ name: "   " }),
        contact({ message: "x".repeat(5001) }),
        contact({ idempotencyKey: "short" }),
        { ...contact(), extra: "field" } as unknown as LeadInput,
        quote({ email: undefined, phone: undefined }),
        quote({ configuration: { cctv: { cameras: 10_001 } } }),
        quote({ configuration: { cctv: { cameras: -1 } } }),
        quote({ configuration: { cctv: { cameras: 1.5 } } }),
        quote({ configuration: { drones: { cameras: 1 } } as never }),
        quote({ buildingType: "palace" as never }),
        newsletter("nobody"),
      ];
      for (const input of invalid) await expect(saveLead(db, input, { salt })).rejects.toThrow();
      expect(await leadCount(db)).toBe(0);
    });

    it("numbers references with one increasing, zero-padded sequence across kinds", async () => {
      const references: string[] = [];
      for (const input of [contact(), quote(), newsletter("a@example.com"), contact(), quote()]) {
        references.push((await saveLead(db, input, { salt })).reference);
      }
      const year = new Date(Date.now() + 3 * 3600_000).getUTCFullYear();
      expect(references.map((reference) => reference.slice(0, 6))).toEqual([
        `C-${year}`,
        `Q-${year}`,
        `N-${year}`,
        `C-${year}`,
        `Q-${year}`,
      ]);
      for (const reference of references) expect(reference).toMatch(referencePattern);
      const numbers = references.map(sequenceOf);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers[0]).toBeGreaterThanOrEqual(1);
    });

    it("uses the year in Riyadh for the reference", async () => {
      // 21:30 UTC on 31 December is already 00:30 on 1 January in Riyadh.
      const { reference } = await saveLead(db, contact(), { salt, now: new Date("2026-12-31T21:30:00Z") });
      expect(reference).toMatch(/^C-2027-\d{6}$/);
      expect(formatReference("quote", 123, new Date("2026-06-01T00:00:00Z"))).toBe("Q-2026-000123");
      expect(formatReference("newsletter", 1_234_567, new Date("2026-06-01T00:00:00Z"))).toBe("N-2026-1234567");
    });

    it("keeps numbering after a rolled-back lead (gaps allowed, never a reuse)", async () => {
      const first = await saveLead(db, contact(), { salt });
      await expect(
        saveLead(db, contact(), {
          salt,
          afterInsert: async () => {
            throw new Error("delivery queue unavailable");
          },
        }),
      ).rejects.toThrow("delivery queue unavailable");
      const second = await saveLead(db, contact(), { salt });
      expect(sequenceOf(second.reference)).toBeGreaterThan(sequenceOf(first.reference));
      expect(await leadCount(db)).toBe(2);
    });

    it("writes delivery jobs in the lead's transaction", async () => {
      const at = new Date().toISOString();
      const { reference } = await saveLead(db, contact(), {
        salt,
        afterInsert: async (trx, lead) => {
          await trx
            .insertInto("delivery_jobs")
            .values({ lead_id: lead.id, channel: "email", next_attempt_at: at, last_error: null, created_at: at, updated_at: at })
            .execute();
        },
      });
      const lead = await getLeadByReference(db, reference);
      const jobs = await db.selectFrom("delivery_jobs").selectAll().execute();
      expect(jobs).toMatchObject([{ lead_id: lead!.id, channel: "email", status: "pending", attempts: 0 }]);
      // The outbox only accepts jobs of existing leads.
      await expect(
        db
          .insertInto("delivery_jobs")
          .values({ lead_id: 999_999, channel: "email", next_attempt_at: at, last_error: null, created_at: at, updated_at: at })
          .execute(),
      ).rejects.toThrow();
    });

    it("returns the first reference for a resubmission and stores one lead", async () => {
      const input = quote();
      const first = await saveLead(db, input, { salt });
      const again = await saveLead(db, input, { salt });
      // Same key with other content (an edited retry): still the first lead, nothing new.
      const edited = await saveLead(db, { ...input, name: "Someone else" } as LeadInput, { salt });
      expect(first.created).toBe(true);
      expect(again).toEqual({ reference: first.reference, created: false });
      expect(edited).toEqual({ reference: first.reference, created: false });
      expect(await leadCount(db)).toBe(1);
      expect((await getLeadByReference(db, first.reference))!.fields.name).toBe("Faisal");
    });

    it("stores one lead for 20 concurrent identical submissions", async () => {
      const input = contact();
      const results = await Promise.all(Array.from({ length: 20 }, () => saveLead(db, input, { salt })));
      expect(new Set(results.map((result) => result.reference)).size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await leadCount(db)).toBe(1);
    });

    it("stores 50 concurrent distinct submissions with distinct references", async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => saveLead(db, contact(), { salt })));
      expect(results.every((result) => result.created)).toBe(true);
      expect(new Set(results.map((result) => result.reference)).size).toBe(50);
      expect(await leadCount(db)).toBe(50);
    });

    it("stores the client address only as a salted hash", async () => {
      const address = "203.0.113.7";
      const { reference } = await saveLead(db, contact({ clientAddress: address }), { salt });
      const expected = createHmac("sha256", salt).update(address).digest("hex");
      expect((await getLeadByReference(db, reference))!.clientHash).toBe(expected);

      // An IPv4-mapped IPv6 form is the same client; another salt gives another hash.
      const mapped = await saveLead(db, contact({ clientAddress: `::ffff:${address}` }), { salt });
      const salted = await saveLead(db, contact({ clientAddress: address }), { salt: "another-salt" });
      const none = await saveLead(db, contact({ clientAddress: null }), { salt });
      expect((await getLeadByReference(db, mapped.reference))!.clientHash).toBe(expected);
      expect((await getLeadByReference(db, salted.reference))!.clientHash).not.toBe(expected);
      expect((await getLeadByReference(db, none.reference))!.clientHash).toBeNull();

      const everything = JSON.stringify([
        await db.selectFrom("leads").selectAll().execute(),
        await db.selectFrom("newsletter_subscribers").selectAll().execute(),
      ]);
      expect(everything).not.toContain(address);
    });

    it("keeps one pending subscriber for a double newsletter subscription", async () => {
      const first = await saveLead(db, newsletter("Reader@Example.com"), { salt });
      const second = await saveLead(db, newsletter(" reader@example.com "), { salt });
      // Both answered alike: nothing tells the visitor the address was already known.
      expect(first.created && second.created).toBe(true);
      expect(first.reference).toMatch(/^N-\d{4}-\d{6}$/);

      const subscribers = await db.selectFrom("newsletter_subscribers").selectAll().execute();
      expect(subscribers).toHaveLength(1);
      expect(subscribers[0]).toMatchObject({ email: "reader@example.com", status: "pending" });
      expect(await listLeads(db, { kind: "newsletter" })).toHaveLength(2);
      expect((await listLeads(db, { kind: "newsletter" }))[0]!.fields).toEqual({ email: "Reader@Example.com" });
    });

    it("keeps a confirmed subscriber confirmed and makes an unsubscribed one pending again", async () => {
      const confirmed = await saveLead(db, newsletter("confirmed@example.com"), { salt });
      await saveLead(db, newsletter("gone@example.com"), { salt });
      await db.updateTable("newsletter_subscribers").set({ status: "confirmed" }).where("email", "=", "confirmed@example.com").execute();
      await db.updateTable("newsletter_subscribers").set({ status: "unsubscribed" }).where("email", "=", "gone@example.com").execute();

      await saveLead(db, newsletter("confirmed@example.com"), { salt });
      const back = await saveLead(db, newsletter("gone@example.com"), { salt });
      expect(await getSubscriber(db, "confirmed@example.com")).toMatchObject({
        status: "confirmed",
        lead_reference: confirmed.reference,
      });
      expect(await getSubscriber(db, "GONE@example.com")).toMatchObject({ status: "pending", lead_reference: back.reference });
    });

    it("lists leads oldest first, by kind", async () => {
      const a = await saveLead(db, contact(), { salt });
      const b = await saveLead(db, quote(), { salt });
      const c = await saveLead(db, contact(), { salt });
      expect((await listLeads(db)).map((lead) => lead.reference)).toEqual([a.reference, b.reference, c.reference]);
      expect((await listLeads(db, { kind: "contact" })).map((lead) => lead.reference)).toEqual([a.reference, c.reference]);
      expect((await listLeads(db, { limit: 1, offset: 1 })).map((lead) => lead.reference)).toEqual([b.reference]);
      expect(await getLeadByReference(db, "C-2026-999999")).toBeUndefined();
    });
  });
});

describe("process-wide database", () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-store-shared-"));

  afterAll(async () => {
    await closeDatabase();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is created in DATA_DIR and migrated on first use, once", async () => {
    process.env.DATA_DIR = path.join(dir, "data");
    delete process.env.DATABASE_URL;
    const [a, b] = await Promise.all([getDatabase(), getDatabase()]);
    expect(a).toBe(b);
    expect(fs.existsSync(path.join(dir, "data", "site.db"))).toBe(true);
    expect(await checkDatabase()).toBe(true);
    const { reference } = await saveLead(a, contact(), { salt });
    expect(await getLeadByReference(a, reference)).toBeDefined();
    await closeDatabase();
    await closeDatabase();
  });

  it("reports an unreachable PostgreSQL as down, without throwing", async () => {
    const db = createDatabase({ databaseUrl: "postgres://root@127.0.0.1:1/test" });
    try {
      expect(await pingDatabase(db)).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
