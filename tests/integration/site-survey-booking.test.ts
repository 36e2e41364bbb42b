import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { saveLead } from "~/leads/store.server";
import { LeadConflictError } from "~/leads/form-kinds.server";
import { changeBooking, findBooking, reserveSurvey, surveyDays } from "~/site-survey/booking.server";
import { validateSurvey } from "~/site-survey/schema";
import type { SurveySettings } from "~/site-survey/settings.server";
import { bookableDays, englishDay, slotKey } from "~/site-survey/slots";
import { surveySchedule } from "~/content/site-survey";
import { runLeadsCli } from "../../scripts/leads";
import { backends, type FreshDatabase } from "../support/databases";
import { consent, newKey, salt } from "./delivery-support/fixtures";

// The last place of a window goes to one visitor only: 50 bookings at once for a window of 2 places store exactly 2
// and tell 48 to choose another window, on SQLite and on PostgreSQL. Cancelling gives the place back; moving takes the
// new window's place before giving back the old one. One person (email or phone) and one client address hold at most
// 2 upcoming bookings, also when their bookings arrive at once (issue 22).

const settings: SurveySettings = { schedule: surveySchedule, capacity: 2, bookingsPerPerson: 2 };
const openDays = bookableDays(new Date(), surveySchedule);
const slot = slotKey(openDays[0]!, "10:00");
const otherSlot = slotKey(openDays[1]!, "14:00");
const reserve = reserveSurvey(
  () => settings,
  () => salt,
);

interface Visitor {
  email?: string;
  phone?: string;
  clientAddress?: string;
}

/** Visitor n books a window: an address and a phone of their own unless given. */
function book(db: AppDatabase, window: string, n: number, visitor: Visitor = {}) {
  const fields = {
    slot: window,
    name: `Visitor ${n}`,
    phone: visitor.phone ?? `+966 50 123 ${String(n).padStart(4, "0")}`,
    email: visitor.email ?? `visitor${n}@example.sa`,
    building: "office",
    area: "Al Olaya",
    consent: "on",
  };
  const check = validateSurvey(fields);
  if (!check.success) throw new Error(JSON.stringify(check.errors));
  const clientAddress = visitor.clientAddress ?? `203.0.113.${n % 250}`;
  return saveLead(
    db,
    { kind: "survey", fields, sourcePage: "/contact/site-survey", consent, clientAddress, idempotencyKey: newKey() },
    { salt, afterInsert: (trx, lead) => reserve(trx, lead, check.values, { clientAddress, language: "en" }) },
  );
}

/** A booking refused for its holder: no field, a message naming the limit and how to move one. */
const refusedForHolder = (limit: "person" | "connection") => ({
  field: undefined,
  message: expect.stringContaining(limit === "person" ? "You already have 2 upcoming site surveys" : "from your connection") as string,
});

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
      const firstDay = out.indexOf(englishDay(slot.slice(0, 10)));
      const secondDay = out.indexOf(englishDay(otherSlot.slice(0, 10)));
      expect(firstDay).toBeGreaterThanOrEqual(0);
      expect(secondDay).toBeGreaterThan(firstDay);
      expect(out.slice(firstDay, secondDay)).toContain(`10:00–12:00  ${fourth.reference}  Visitor 4`);
      expect(out.slice(secondDay)).toContain(`14:00–16:00  ${third.reference}  Visitor 3`);
      expect(out).not.toContain(first.reference);
      expect(out).toContain("3 upcoming survey(s)");
    });

    it("holds one person, by email or by phone, to 2 upcoming bookings whatever their address; cancelling frees one", async () => {
      const person = { email: "Reem@Example.sa", phone: "0551234567" };
      const first = await book(db, slotKey(openDays[0]!, "08:00"), 1, { ...person, clientAddress: "198.51.100.1" });
      await book(db, slotKey(openDays[1]!, "08:00"), 2, { ...person, clientAddress: "198.51.100.2" });
      // The same mailbox typed otherwise, and the same phone with another address: the same person.
      const sameMailbox = book(db, slotKey(openDays[2]!, "08:00"), 3, { email: " reem+survey@EXAMPLE.sa", clientAddress: "198.51.100.3" });
      await expect(sameMailbox).rejects.toMatchObject(refusedForHolder("person"));
      const samePhone = book(db, slotKey(openDays[2]!, "08:00"), 4, { phone: "+966 55 123 4567", clientAddress: "198.51.100.4" });
      await expect(samePhone).rejects.toMatchObject(refusedForHolder("person"));
      await expect(book(db, slotKey(openDays[2]!, "08:00"), 3, { email: " reem+survey@EXAMPLE.sa" })).rejects.toThrow("+966 11 000 0000");
      expect(await count(db, "site_surveys")).toBe(2);

      expect(await changeBooking(db, { reference: first.reference, version: 0 }, settings)).toMatchObject({ ok: true });
      expect(await book(db, slotKey(openDays[2]!, "08:00"), 5, { ...person, clientAddress: "198.51.100.5" })).toMatchObject({
        created: true,
      });
    });

    it("holds one client address (an IPv6 /64) to 2 upcoming bookings whoever books; windows passed do not count", async () => {
      await book(db, slotKey(openDays[0]!, "12:00"), 1, { clientAddress: "2001:db8:1:2::10" });
      await book(db, slotKey(openDays[1]!, "12:00"), 2, { clientAddress: "2001:db8:1:2:ffff::1" });
      await expect(book(db, slotKey(openDays[2]!, "12:00"), 3, { clientAddress: "2001:db8:1:2::abcd" })).rejects.toMatchObject(
        refusedForHolder("connection"),
      );
      expect(await book(db, slotKey(openDays[2]!, "12:00"), 4, { clientAddress: "2001:db8:1:3::1" })).toMatchObject({ created: true });

      // Both bookings of the /64 made long ago: their windows have passed, so they hold nothing any more.
      await db.updateTable("site_surveys").set({ slot_start: "2026-01-04T10:00:00+03:00" }).where("client_key", "is not", null).execute();
      await book(db, slotKey(openDays[3]!, "12:00"), 5, { clientAddress: "2001:db8:1:2::10" });
      await book(db, slotKey(openDays[4]!, "12:00"), 6, { clientAddress: "2001:db8:1:2::10" });
    });

    it("stores exactly 2 of 10 bookings one person sends at once from 10 addresses", async () => {
      const pools = [db, ...Array.from({ length: 4 }, () => fresh.connect())];
      const person = { email: "rush@example.sa", phone: "0557654321" };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, n) =>
          book(pools[n % pools.length]!, slotKey(openDays[n]!, "16:00"), n, { ...person, clientAddress: `192.0.2.${n}` }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(2);
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
      expect(refused.map((outcome) => outcome.reason as unknown)).toEqual(
        Array(8).fill(expect.objectContaining(refusedForHolder("person"))),
      );
      expect(await count(db, "site_surveys")).toBe(2);
      expect(await count(db, "site_survey_places")).toBe(2);
    });
  });
});
