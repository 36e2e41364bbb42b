import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { saveLead } from "~/leads/store.server";
import { LeadConflictError } from "~/leads/submission.server";
import { changeBooking, findBooking, reserveSurvey, surveyDays } from "~/site-survey/booking.server";
import { validateSurvey } from "~/site-survey/schema";
import type { SurveySettings } from "~/site-survey/settings.server";
import { bookableDays, formatDay, slotKey } from "~/site-survey/slots";
import { surveySchedule } from "~/content/site-survey";
import { runLeadsCli } from "../../scripts/leads";
import { backends, type FreshDatabase } from "../support/databases";
import { consent, newKey, salt } from "./delivery-support/fixtures";

// The last place of a window goes to one visitor only: 50 bookings at once for a window of 2 places store exactly 2
// and tell 48 to choose another window, on SQLite and on PostgreSQL. Cancelling gives the place back; moving takes the
// new window's place before giving back the old one.

const settings: SurveySettings = { schedule: surveySchedule, capacity: 2 };
const slot = slotKey(bookableDays(new Date(), surveySchedule)[0]!, "10:00");
const otherSlot = slotKey(bookableDays(new Date(), surveySchedule)[1]!, "14:00");
const reserve = reserveSurvey(() => settings);

function book(db: AppDatabase, window: string, n: number) {
  const fields = {
    slot: window,
    name: `Visitor ${n}`,
    phone: "+966 50 123 4567",
    email: `visitor${n}@example.sa`,
    building: "office",
    area: "Al Olaya",
    consent: "on",
  };
  const check = validateSurvey(fields);
  if (!check.success) throw new Error(JSON.stringify(check.errors));
  return saveLead(
    db,
    {
      kind: "survey",
      fields,
      sourcePage: "/contact/site-survey",
      consent,
      clientAddress: `203.0.113.${n % 250}`,
      idempotencyKey: newKey(),
    },
    { salt, afterInsert: (trx, lead) => reserve(trx, lead, check.values) },
  );
}

const count = async (db: AppDatabase, table: "leads" | "site_survey_places" | "site_surveys") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(backends)("site-survey places on $name", ({ available, open }) => {
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

    it("stores exactly 2 of 50 concurrent bookings for a window of 2 places and refuses 48 as full", async () => {
      // On PostgreSQL, five connections of their own, so that the bookings really run side by side.
      const pools = [db, ...Array.from({ length: 4 }, () => fresh.connect())];
      const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => book(pools[n % pools.length]!, slot, n)));
      const stored = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const refused = outcomes.filter(
        (outcome): outcome is PromiseRejectedResult => outcome.status === "rejected" && outcome.reason instanceof LeadConflictError,
      );
      expect(stored).toHaveLength(2);
      expect(refused).toHaveLength(48);
      expect(refused[0]!.reason.field).toBe("slot");
      expect(await count(db, "leads")).toBe(2);
      expect(await count(db, "site_survey_places")).toBe(2);
      expect(await count(db, "site_surveys")).toBe(2);
      const day = (await surveyDays(db, settings)).find((each) => each.day === slot.slice(0, 10))!;
      expect(day.slots.find((each) => each.value === slot)?.full).toBe(true);
    });

    it("gives the place back on cancel, moves atomically, and takes each link once", async () => {
      const first = await book(db, slot, 1);
      await book(db, slot, 2);
      await expect(book(db, slot, 3)).rejects.toBeInstanceOf(LeadConflictError);

      expect(await changeBooking(db, { reference: first.reference, version: 0 }, settings)).toMatchObject({ ok: true });
      expect(await changeBooking(db, { reference: first.reference, version: 0 }, settings)).toEqual({ ok: false, reason: "used" });
      expect((await findBooking(db, first.reference))?.status).toBe("cancelled");
      const third = await book(db, slot, 3);

      // A move into a full window changes nothing and leaves the link usable.
      const fourth = await book(db, otherSlot, 4);
      expect(await changeBooking(db, { reference: fourth.reference, version: 0, slot }, settings)).toEqual({ ok: false, reason: "full" });
      expect((await findBooking(db, fourth.reference))?.slot).toBe(otherSlot);
      const moved = await changeBooking(db, { reference: third.reference, version: 0, slot: otherSlot }, settings);
      expect(moved).toMatchObject({ ok: true, booking: { slot: otherSlot, linkVersion: 1 } });
      expect(await changeBooking(db, { reference: fourth.reference, version: 0, slot }, settings)).toMatchObject({ ok: true });
      expect(await count(db, "site_survey_places")).toBe(3);

      // The sales team's list: by day, in time order, the cancelled one left out.
      let out = "";
      const code = await runLeadsCli(["surveys"], { db, env: fresh.env, write: (text) => (out += text), error: (text) => (out += text) });
      expect(code).toBe(0);
      const firstDay = out.indexOf(formatDay(slot.slice(0, 10)));
      const secondDay = out.indexOf(formatDay(otherSlot.slice(0, 10)));
      expect(firstDay).toBeGreaterThanOrEqual(0);
      expect(secondDay).toBeGreaterThan(firstDay);
      expect(out.slice(firstDay, secondDay)).toContain(`10:00–12:00  ${fourth.reference}  Visitor 4`);
      expect(out.slice(secondDay)).toContain(`14:00–16:00  ${third.reference}  Visitor 3`);
      expect(out).not.toContain(first.reference);
      expect(out).toContain("3 upcoming survey(s)");
    });
  });
});
