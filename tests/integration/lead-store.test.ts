import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
import { saveLead, type LeadInput } from "~/leads/store.server";
import { formOfReference, referencePattern } from "~/leads/schemas/lead-api";
import { getLeadByReference, listLeads } from "~/leads/stored-lead.server";
import { backends, findSubscriber, type FreshDatabase } from "../support/databases";
import { phoneOverLimit } from "../e2e/support/leads";
import { consent, contact as contactLead, newsletter, quote as quoteLead } from "./delivery-support/fixtures";

// The lead store against a fresh SQLite file, and against PostgreSQL when
// TEST_DATABASE_URL is set (a fresh schema per test, dropped afterwards).

const salt = "test-salt";
const ourTables = ["delivery_jobs", "lead_sequence", "leads", "newsletter_subscribers"];

const contact = (overrides: Parameters<typeof contactLead>[0] = {}) => contactLead({ message: "Four branches in Riyadh.", ...overrides });
const quote = (overrides: Parameters<typeof quoteLead>[0] = {}) => quoteLead({ name: "Faisal", email: "", ...overrides });

const leadCount = async (db: AppDatabase) =>
  Number(
    (
      await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(backends)("lead store on $name", ({ name, available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;
    let db: AppDatabase;

    beforeEach(async () => {
      fresh = await open();
      db = fresh.db;
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
      expect(results.map((result) => [result.migrationName, result.status])).toEqual(
        Object.keys(migrations).map((name) => [name, "Success"]),
      );
      expect((await fresh.tables()).filter((table) => ourTables.includes(table))).toEqual(ourTables);
      // Already at the latest: nothing to do.
      expect(await migrateToLatest(db)).toEqual([]);
    });

    it.runIf(name === "SQLite")("opens SQLite with WAL, synchronous FULL, foreign keys, secure_delete and a busy timeout", async () => {
      const pragma = async (statement: string) =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${statement}`).execute(db)).rows[0] ?? {})[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2);
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("secure_delete")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(5000);
    });

    it("answers a ping", async () => {
      expect(await pingDatabase(db)).toBe(true);
    });

    it("stores a contact lead with its fields, page and consent", async () => {
      const before = new Date();
      const { reference, created } = await saveLead(db, contact(), { salt });
      expect(created).toBe(true);
      expect(formOfReference(reference)).toBe("contact");

      const lead = await getLeadByReference(db, reference);
      expect(lead).toMatchObject({
        reference,
        kind: "contact",
        fields: {
          name: "Noura Al-Qahtani",
          email: "noura@example.sa",
          company: "Qahtani Retail",
          phone: "+966501234567",
          service: "CCTV Installation",
          message: "Four branches in Riyadh.",
        },
        sourcePage: "/contact/contact-us",
        consent: { text: consent.text, version: consent.version },
        marketingOptIn: false,
        quote: null,
      });
      expect(Date.parse(lead!.consent.consentedAt)).toBeGreaterThanOrEqual(before.getTime() - 1);
      expect(lead!.createdAt).toBe(lead!.consent.consentedAt);
    });

    it.each([
      ["contact", contact],
      ["quote", quote],
    ] as const)("stores the %s form's marketing opt-in apart from the consent: false unless ticked", async (_kind, lead) => {
      const unticked = await saveLead(db, lead(), { salt });
      const ticked = await saveLead(db, lead({ marketing: "on" }), { salt });
      const column = async (reference: string) =>
        (await db.selectFrom("leads").select("marketing_opt_in").where("reference", "=", reference).executeTakeFirstOrThrow())
          .marketing_opt_in;
      expect([await column(unticked.reference), await column(ticked.reference)]).toEqual([0, 1]);
      expect((await getLeadByReference(db, unticked.reference))!.marketingOptIn).toBe(false);
      const stored = (await getLeadByReference(db, ticked.reference))!;
      expect(stored.marketingOptIn).toBe(true);
      expect(stored.fields).not.toHaveProperty("marketing");
    });

    it("leaves out empty optional fields", async () => {
      const { reference } = await saveLead(db, contact({ company: "", phone: undefined, service: "", message: "  " }), { salt });
      expect((await getLeadByReference(db, reference))!.fields).toEqual({
        name: "Noura Al-Qahtani",
        email: "noura@example.sa",
      });
    });

    it("stores a quote with its lines and the total priced by the server", async () => {
      const { reference } = await saveLead(db, quote(), { salt });
      expect(formOfReference(reference)).toBe("quote");
      const lead = await getLeadByReference(db, reference);
      // (2 x 899 + 1 x 1299 + 3 x 199) x 1.5 = 5541
      expect(lead!.quote).toEqual({
        building: "enterprise",
        buildingName: "Enterprise",
        multiplier: 1.5,
        lines: [
          { category: "cctv", item: "cameras", name: "4K Security Cameras", unit: "camera", unitPrice: 899, quantity: 2, subtotal: 1798 },
          { category: "cctv", item: "nvr", name: "Network Video Recorder", unit: "unit", unitPrice: 1299, quantity: 1, subtotal: 1299 },
          { category: "cctv", item: "storage", name: "Storage", unit: "TB", unitPrice: 199, quantity: 3, subtotal: 597 },
        ],
        subtotal: 3694,
        total: 5541,
      });
      expect(lead!.fields).toEqual({ name: "Faisal", phone: "+966501234567" });
      // One name from the form to the column: the form's `building` is the column `building`.
      const row = await db.selectFrom("leads").select(["building", "quote"]).where("reference", "=", reference).executeTakeFirstOrThrow();
      expect(row.building).toBe("enterprise");
      expect(JSON.parse(row.quote!)).toMatchObject({ total: 5541 });
    });

    it("never takes a total or a price from the client", async () => {
      await expect(saveLead(db, quote({ total: "1" }), { salt })).rejects.toThrow("total: unknown field");
      await expect(saveLead(db, quote({ price: "1" }), { salt })).rejects.toThrow("price: unknown field");
      expect(await leadCount(db)).toBe(0);

      // The same items with zero quantities and another building type: our own figure again.
      const { reference } = await saveLead(db, quote({ building: "industrial", nvr: "0", storage: undefined, cards: "4" }), { salt });
      const lead = await getLeadByReference(db, reference);
      expect(lead!.quote).toMatchObject({
        building: "industrial",
        lines: [expect.objectContaining({ item: "cameras", quantity: 2 }), expect.objectContaining({ item: "cards", quantity: 4 })],
        total: Math.round((2 * 899 + 4 * 25) * 1.8),
      });
    });

    it("stores a quote request without a configuration and without a total", async () => {
      const { reference } = await saveLead(
        db,
        quote({
          cameras: undefined,
          nvr: undefined,
          storage: undefined,
          email: "buyer@example.com",
          phone: undefined,
          topic: "access-control",
        }),
        { salt },
      );
      const lead = await getLeadByReference(db, reference);
      expect(lead!.quote).toEqual({
        building: "enterprise",
        buildingName: "Enterprise",
        multiplier: 1.5,
        lines: [],
        subtotal: 0,
        total: null,
      });
      expect(lead!.fields).toEqual({ name: "Faisal", email: "buyer@example.com", topic: "access-control" });
    });

    it("rejects what the form's own schema rejects, and stores nothing", async () => {
      const invalid: LeadInput[] = [
        contact({ email: "not-an-email" }),
        contact({ name: "x".repeat(101) }),
        contact({ name: "   " }),
        contact({ message: "x".repeat(5001) }),
        // The form's phone limit (30), which an older store schema had at 32.
        contact({ phone: phoneOverLimit }),
        contact({ service: "Drones" }),
        contact({ consent: undefined }),
        contact({ idempotencyKey: "short" }),
        contact({ sourcePage: "https://elsewhere.example/" }),
        contact({ extra: "field" }),
        quote({ email: undefined, phone: undefined }),
        quote({ cameras: "10001" }),
        quote({ cameras: "-1" }),
        quote({ cameras: "1.5" }),
        quote({ building: "palace" }),
        quote({ topic: "Access Control" }),
        newsletter("nobody"),
      ];
      for (const input of invalid) await expect(saveLead(db, input, { salt }), JSON.stringify(input.fields)).rejects.toThrow();
      expect(await leadCount(db)).toBe(0);
    });

    it("draws opaque references: the form's letter and eight random letters without look-alikes", async () => {
      const references: string[] = [];
      for (const input of [contact(), quote(), newsletter("a@example.com"), contact(), quote(), contact()]) {
        references.push((await saveLead(db, input, { salt })).reference);
      }
      expect(references.map((reference) => reference.slice(0, 2))).toEqual(["C-", "Q-", "N-", "C-", "Q-", "C-"]);
      for (const reference of references) {
        expect(reference).toMatch(/^[CQN]-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
        expect(reference).toMatch(referencePattern);
      }
      expect(new Set(references.map((reference) => reference.slice(2))).size).toBe(references.length);
    });

    it("draws again when the reference drawn is taken", async () => {
      const first = await saveLead(db, contact(), { salt, drawReference: () => "C-7K3M9QXR" });
      const draws = ["C-7K3M9QXR", "C-7K3M9QXR", "C-HJKMNPQR"];
      const second = await saveLead(db, contact(), { salt, drawReference: () => draws.shift()! });
      expect([first.reference, second.reference]).toEqual(["C-7K3M9QXR", "C-HJKMNPQR"]);
      expect(draws).toEqual([]);
      expect(await leadCount(db)).toBe(2);
      await expect(saveLead(db, contact(), { salt, drawReference: () => "C-7K3M9QXR" })).rejects.toThrow("No free reference");
      expect(await leadCount(db)).toBe(2);
    });

    it("stores nothing of a rolled-back lead and goes on", async () => {
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
      expect(second.reference).not.toBe(first.reference);
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
      const edited = await saveLead(db, { ...input, fields: { ...input.fields, name: "Someone else" } }, { salt });
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

    it("rolls back only the lead whose jobs fail when concurrent leads are committed together", async () => {
      const failing = { salt, afterInsert: () => Promise.reject(new Error("delivery queue unavailable")) };
      const results = await Promise.allSettled([
        saveLead(db, contact({ name: "Before" }), { salt }),
        saveLead(db, contact({ name: "Failing" }), failing),
        saveLead(db, contact({ name: "After" }), { salt }),
      ]);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const names = (await db.selectFrom("leads").select("fields").execute()).map((row) => JSON.parse(row.fields).name);
      expect(names.sort()).toEqual(["After", "Before"]);
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
      expect(formOfReference(first.reference)).toBe("newsletter");

      const subscribers = await db.selectFrom("newsletter_subscribers").selectAll().execute();
      expect(subscribers).toHaveLength(1);
      expect(subscribers[0]).toMatchObject({ email: "reader@example.com", status: "pending" });
      const leads = await listLeads(db, { since: new Date(0), kind: "newsletter" });
      expect(leads).toHaveLength(2);
      expect(leads[0]!.fields).toEqual({ email: "Reader@Example.com" });
    });

    it("keeps a confirmed subscriber confirmed and makes an unsubscribed one pending again", async () => {
      const confirmed = await saveLead(db, newsletter("confirmed@example.com"), { salt });
      await saveLead(db, newsletter("gone@example.com"), { salt });
      await db.updateTable("newsletter_subscribers").set({ status: "confirmed" }).where("email", "=", "confirmed@example.com").execute();
      await db.updateTable("newsletter_subscribers").set({ status: "unsubscribed" }).where("email", "=", "gone@example.com").execute();

      await saveLead(db, newsletter("confirmed@example.com"), { salt });
      const back = await saveLead(db, newsletter("gone@example.com"), { salt });
      expect(await findSubscriber(db, "confirmed@example.com")).toMatchObject({
        status: "confirmed",
        lead_reference: confirmed.reference,
      });
      expect(await findSubscriber(db, "GONE@example.com")).toMatchObject({ status: "pending", lead_reference: back.reference });
    });

    it("lists leads oldest first, by kind and time", async () => {
      const a = await saveLead(db, contact(), { salt, now: new Date("2026-03-01T10:00:00Z") });
      const b = await saveLead(db, quote(), { salt, now: new Date("2026-03-02T10:00:00Z") });
      const c = await saveLead(db, contact(), { salt, now: new Date("2026-03-03T10:00:00Z") });
      const references = async (filter: Parameters<typeof listLeads>[1]) => (await listLeads(db, filter)).map((lead) => lead.reference);
      expect(await references({ since: new Date(0) })).toEqual([a.reference, b.reference, c.reference]);
      expect(await references({ since: new Date(0), kind: "contact" })).toEqual([a.reference, c.reference]);
      expect(await references({ since: new Date("2026-03-02T10:00:00Z"), until: new Date("2026-03-03T10:00:00Z") })).toEqual([b.reference]);
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
