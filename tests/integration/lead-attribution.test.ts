import { describe, expect, it } from "vitest";
import { createMigrator, migrateToLatest } from "~/db/db.server";
import { saveLead } from "~/leads/store.server";
import { getLeadByReference } from "~/leads/stored-lead.server";
import { eraseByEmail, purgeExpiredLeads } from "~/leads/retention.server";
import { isoWeekOf } from "~/leads/sources-report.server";
import { backends } from "../support/databases";
import { runLeadsCli } from "../../scripts/leads";
import { contact, salt } from "./delivery-support/fixtures";
import { useDeliveryRig } from "./delivery-support/rig";

// Issue 26 (docs/decisions/160, 161): migration 0011 adds where a lead came from to its row; old leads read as not
// known; the sources report counts per ISO week, source and landing page; erasure and retention take it with the lead.

const attributionColumns = ["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

describe.each(backends)("lead attribution on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    const rig = useDeliveryRig(open, {});
    const columns = async () =>
      (await rig.db.introspection.getTables())
        .filter((table) => table.name === "leads")
        .flatMap((table) => table.columns.map((c) => c.name));

    it("migration 0011 adds the columns, old leads read as not known, and down removes them keeping the leads", async () => {
      const migrator = await createMigrator(rig.db);
      expect((await migrator.migrateTo("0010_service_requests")).error).toBeUndefined();
      for (const column of attributionColumns) expect(await columns()).not.toContain(column);
      const at = new Date().toISOString();
      // A lead as the code before the migration stored it.
      await rig.db
        .insertInto("leads")
        .values({
          // Far above the ids the sequence draws next.
          id: 900001,
          reference: "C-2026-000001",
          kind: "contact",
          fields: "{}",
          source_page: "/",
          consent_text: "x",
          consent_version: "1",
          consented_at: at,
          client_hash: null,
          building: null,
          quote: null,
          idempotency_key: "key-before-0011",
          created_at: at,
        } as never)
        .execute();

      const up = await migrator.migrateTo("0011_lead_attribution");
      expect(up.results?.map((result) => [result.migrationName, result.direction, result.status])).toEqual([
        ["0011_lead_attribution", "Up", "Success"],
      ]);
      for (const column of attributionColumns) expect(await columns()).toContain(column);
      expect((await getLeadByReference(rig.db, "C-2026-000001"))?.attribution).toEqual({});

      const { reference } = await saveLead(
        rig.db,
        {
          ...contact(),
          attribution: {
            landingPage: "/services/cctv",
            referrerHost: "news.example.sa",
            utm_source: "newsletter",
            utm_campaign: "عروض رمضان",
          },
        },
        { salt },
      );
      expect((await getLeadByReference(rig.db, reference))?.attribution).toEqual({
        landingPage: "/services/cctv",
        referrerHost: "news.example.sa",
        utm_source: "newsletter",
        utm_campaign: "عروض رمضان",
      });

      const down = await migrator.migrateTo("0010_service_requests");
      expect(down.results?.map((result) => [result.migrationName, result.direction, result.status])).toEqual([
        ["0011_lead_attribution", "Down", "Success"],
      ]);
      for (const column of attributionColumns) expect(await columns()).not.toContain(column);
      expect(await rig.db.selectFrom("leads").select("reference").orderBy("id").execute()).toHaveLength(2);
      expect((await migrateToLatest(rig.db)).map((result) => result.migrationName)).toContain("0011_lead_attribution");
    });

    it("stores only the valid parts, whatever reaches the store", async () => {
      const { reference } = await saveLead(
        rig.db,
        {
          ...contact(),
          attribution: {
            landingPage: "/contact?email=noura@example.sa",
            referrerHost: "https://news.example.sa/a?b=c",
            utm_source: "ads",
            utm_medium: "x".repeat(101),
          },
        },
        { salt },
      );
      const row = await rig.db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
      expect([row.landing_page, row.referrer_host, row.utm_source, row.utm_medium]).toEqual([null, null, "ads", null]);
    });

    it("npm run leads -- sources counts leads per ISO week, source and landing page", async () => {
      const now = new Date();
      const lastWeek = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
      const sources = [
        [now, { landingPage: "/services/cctv", utm_source: "newsletter", referrerHost: "mail.example.com" }],
        [now, { landingPage: "/services/cctv", utm_source: "newsletter" }],
        [now, { landingPage: "/", referrerHost: "www.google.com" }],
        [now, { landingPage: "/" }],
        [lastWeek, { landingPage: "/packages", utm_source: "instagram" }],
      ] as const;
      for (const [at, attribution] of sources) await saveLead(rig.db, { ...contact(), attribution }, { salt, now: at });
      const run = async (argv: string[]) => {
        let out = "";
        let err = "";
        const code = await runLeadsCli(argv, { db: rig.db, write: (text) => (out += text), error: (text) => (err += text) });
        return { code, out, err };
      };
      const rows = (out: string) =>
        out
          .trim()
          .split("\n")
          .slice(1, -1)
          .map((line) => line.split(/\s{2,}/));

      const thisWeek = await run(["sources", "--weeks", "1"]);
      expect(thisWeek.code).toBe(0);
      expect(thisWeek.out.split("\n")[0]).toMatch(/^WEEK\s+SOURCE\s+LANDING PAGE\s+LEADS$/);
      expect(rows(thisWeek.out)).toEqual([
        [isoWeekOf(now), "newsletter", "/services/cctv", "2"],
        [isoWeekOf(now), "direct", "/", "1"],
        [isoWeekOf(now), "www.google.com", "/", "1"],
      ]);
      expect(thisWeek.out).toMatch(/4 lead\(s\) in the last 1 week\(s\)/);
      const twoWeeks = await run(["sources", "--weeks", "2"]);
      expect(rows(twoWeeks.out).at(-1)).toEqual([isoWeekOf(lastWeek), "instagram", "/packages", "1"]);
      expect(await run(["sources", "--weeks", "0"])).toMatchObject({ code: 2, err: expect.stringContaining("Invalid --weeks") });
    });

    it("erasure and retention delete the attribution with its lead", async () => {
      const attribution = { landingPage: "/", utm_source: "newsletter" };
      await saveLead(rig.db, { ...contact({ email: "erase.me@example.sa" }), attribution }, { salt });
      await saveLead(rig.db, { ...contact({ email: "old@example.sa" }), attribution }, { salt, now: new Date("2020-01-01T00:00:00Z") });
      await eraseByEmail(rig.db, "erase.me@example.sa");
      await purgeExpiredLeads(rig.db, { retentionDays: 730, fileRetentionDays: 180 });
      expect(await rig.db.selectFrom("leads").select("utm_source").where("utm_source", "is not", null).execute()).toEqual([]);
    });
  });
});
