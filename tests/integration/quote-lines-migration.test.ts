import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigrator } from "~/db/db.server";
import { backends, type FreshDatabase } from "../support/databases";

// Migration 0003 prices the quotes stored before it with the price table of its day (decision 124): the figures
// below are that table's, written out, so that a later price change cannot move them.

type LeadsBefore0003 = {
  leads: {
    id: number;
    reference: string;
    kind: string;
    fields: string;
    source_page: string;
    consent_text: string;
    consent_version: string;
    consented_at: string;
    client_hash: string | null;
    building_type: string | null;
    configuration: string | null;
    total: number | null;
    idempotency_key: string;
    created_at: string;
  };
};

describe.each(backends)("migration 0003_quote_lines on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;

    beforeEach(async () => {
      fresh = await open();
    });
    afterEach(async () => {
      await fresh.cleanup();
    });

    it("prices the quotes stored before it with its own price table, keeps their totals, and goes back down", async () => {
      const migrator = await createMigrator(fresh.db);
      expect((await migrator.migrateTo("0002_delivery")).error).toBeUndefined();
      const old = fresh.db as unknown as Kysely<LeadsBefore0003>;
      const at = "2026-11-20T10:00:00.000Z";
      const lead = (id: number, building_type: string | null, configuration: object | null, total: number | null) => ({
        id,
        reference: `Q-2026-00000${id}`,
        kind: "quote",
        fields: "{}",
        source_page: "/contact/get-quote",
        consent_text: "x",
        consent_version: "1",
        consented_at: at,
        client_hash: null,
        building_type,
        configuration: configuration && JSON.stringify(configuration),
        total,
        idempotency_key: `key-${id}`,
        created_at: at,
      });
      await old
        .insertInto("leads")
        .values([
          lead(1, "enterprise", { cctv: { cameras: 2, nvr: 1, storage: 3 }, access: { cards: 4 } }, 6000),
          lead(2, "palace", { networking: { wifi: 1 } }, 199),
          lead(3, null, null, null),
        ])
        .execute();

      expect((await migrator.migrateTo("0003_quote_lines")).error).toBeUndefined();
      const rows = await fresh.db.selectFrom("leads").select(["id", "building", "quote"]).orderBy("id").execute();
      expect(rows.map((row) => ({ ...row, quote: JSON.parse(row.quote!) }))).toEqual([
        {
          id: 1,
          building: "enterprise",
          quote: {
            buildingName: "Enterprise",
            multiplier: 1.5,
            lines: [
              {
                category: "cctv",
                item: "cameras",
                name: "4K Security Cameras",
                unit: "camera",
                unitPrice: 899,
                quantity: 2,
                subtotal: 1798,
              },
              { category: "cctv", item: "nvr", name: "Network Video Recorder", unit: "unit", unitPrice: 1299, quantity: 1, subtotal: 1299 },
              { category: "cctv", item: "storage", name: "Storage", unit: "TB", unitPrice: 199, quantity: 3, subtotal: 597 },
              { category: "access", item: "cards", name: "Access Cards", unit: "card", unitPrice: 25, quantity: 4, subtotal: 100 },
            ],
            subtotal: 3794,
            total: 6000,
          },
        },
        {
          id: 2,
          building: "palace",
          quote: {
            buildingName: "Residential",
            multiplier: 1,
            lines: [
              { category: "networking", item: "wifi", name: "WiFi Access Points", unit: "AP", unitPrice: 199, quantity: 1, subtotal: 199 },
            ],
            subtotal: 199,
            total: 199,
          },
        },
        { id: 3, building: null, quote: { buildingName: "Residential", multiplier: 1, lines: [], subtotal: 0, total: null } },
      ]);

      expect((await migrator.migrateTo("0002_delivery")).error).toBeUndefined();
      const back = await old.selectFrom("leads").select(["id", "building_type", "configuration", "total"]).orderBy("id").execute();
      expect(back.map((row) => ({ ...row, configuration: row.configuration && JSON.parse(row.configuration) }))).toEqual([
        {
          id: 1,
          building_type: "enterprise",
          configuration: { cctv: { cameras: 2, nvr: 1, storage: 3 }, access: { cards: 4 } },
          total: 6000,
        },
        { id: 2, building_type: "palace", configuration: { networking: { wifi: 1 } }, total: 199 },
        { id: 3, building_type: null, configuration: null, total: null },
      ]);
    });
  });
});
