import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { getSecrets } from "~/config/secrets.server";
import { readSiteConfig } from "~/config/site-config.server";
import { inCommittedTransaction } from "~/db/group-commit.server";
import type { MessageId } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";
import { enqueueDeliveries } from "~/leads/delivery/outbox.server";
import { LeadConflictError, type SubmissionContext } from "~/leads/form-kinds.server";
import type { SavedLead } from "~/leads/store.server";
import { holderKeys, reachedHolderLimit, type HolderLimit } from "./booking-holders.server";
import type { SurveyValues } from "./schema";
import type { SurveySettings } from "./settings.server";
import { bookableDays, checkSlot, riyadhDay, riyadhTimeKey, slotKey, type SlotProblem, type SurveyDay } from "./slots";

// Places in the survey windows. A booking takes place 1, 2, ... up to the capacity of its window with an insert
// that does nothing on conflict: the primary key (slot_start, place) lets only one transaction hold a place, on
// SQLite and on PostgreSQL alike, whatever the isolation level (PostgreSQL makes the second insert wait for the
// first transaction and then skip). When no place is left, the whole lead rolls back (docs/decisions/105).

// The visitor's messages by id: the pipeline answers them in the page's language, a page shows one with useMessageText().
const problemMessages = {
  invalid: "forms.survey.error.slotInvalid",
  tooSoon: "forms.survey.error.slotTooSoon",
  tooLate: "forms.survey.error.slotTooLate",
  weekend: "forms.survey.error.slotWeekend",
  holiday: "forms.survey.error.slotHoliday",
  notOffered: "forms.survey.error.slotNotOffered",
} as const satisfies Record<SlotProblem, MessageId>;
/** A window taken by others in the meantime. */
export const slotFullMessage = "forms.survey.error.slotFull" satisfies MessageId;

type Db = Kysely<Database> | Transaction<Database>;

/** The visitor's message (its id) when a window cannot be booked at this moment, or undefined when it can. */
export function slotError(slot: string, settings: SurveySettings, now = new Date()): MessageId | undefined {
  const check = checkSlot(slot, now, settings.schedule);
  return check.ok ? undefined : problemMessages[check.problem];
}

/** Takes the first free place of a window for a lead; false when the window is full. */
async function takePlace(trx: Db, slot: string, leadId: number, capacity: number): Promise<boolean> {
  for (let place = 1; place <= capacity; place++) {
    const taken = await trx
      .insertInto("site_survey_places")
      .values({ slot_start: slot, place, lead_id: leadId })
      .onConflict((conflict) => conflict.columns(["slot_start", "place"]).doNothing())
      .returning("place")
      .executeTakeFirst();
    if (taken) return true;
  }
  return false;
}

const limitMessages = {
  person: "forms.survey.error.personLimit",
  connection: "forms.survey.error.connectionLimit",
} as const satisfies Record<HolderLimit, MessageId>;

/** Window keys after this one start after `now` less a window's length: their window has not passed yet. */
const upcomingFrom = (settings: SurveySettings, now = new Date()) =>
  riyadhTimeKey(new Date(now.getTime() - settings.schedule.slotHours * 60 * 60_000));

/** Whether a booking's window has begun: it can no longer be moved or cancelled through its link. */
export const hasBegun = (slot: string, now = new Date()) => Date.parse(slot) <= now.getTime();

/** The refusal of one booking too many, in the submission's language, naming the limit and the phone to call. */
function holderLimitError(limit: HolderLimit, count: number, submission: Partial<SubmissionContext>): LeadConflictError {
  const message = i18nFor(submission.language ?? "en")._(limitMessages[limit], { count, phone: readSiteConfig().phone });
  return new LeadConflictError(undefined, message);
}

/**
 * The `reserve` step of the survey form, in the lead's transaction: refused when the visitor (email or phone) or
 * their client address already holds as many upcoming bookings as allowed, else a place in the window and the
 * booking with its holders' keys.
 */
export function reserveSurvey(settings: () => SurveySettings, salt: () => string = () => getSecrets().leadHashSalt) {
  return async (trx: Transaction<Database>, lead: SavedLead, values: SurveyValues, submission: Partial<SubmissionContext> = {}) => {
    const current = settings();
    const keys = holderKeys(values, submission.clientAddress, salt());
    const reached = await reachedHolderLimit(trx, keys, upcomingFrom(current), current.bookingsPerPerson);
    if (reached) throw holderLimitError(reached, current.bookingsPerPerson, submission);
    if (!(await takePlace(trx, values.slot, lead.id, current.capacity))) throw new LeadConflictError("slot", slotFullMessage);
    await trx
      .insertInto("site_surveys")
      .values({
        lead_id: lead.id,
        slot_start: values.slot,
        status: "booked",
        link_version: 0,
        updated_at: new Date().toISOString(),
        ...keys,
      })
      .execute();
  };
}

/** Places taken per window from `from` on. */
export async function takenPlaces(db: Db, from: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("site_survey_places")
    .select(["slot_start", (eb) => eb.fn.countAll<number>().as("taken")])
    .where("slot_start", ">=", from)
    .groupBy("slot_start")
    .execute();
  return new Map(rows.map((row) => [row.slot_start, Number(row.taken)]));
}

/** Every window a visitor may choose now, by day, full ones marked (none when the database cannot say). */
export async function surveyDays(db: Db | undefined, settings: SurveySettings, now = new Date()): Promise<SurveyDay[]> {
  const days = bookableDays(now, settings.schedule);
  const taken = db && days[0] ? await takenPlaces(db, slotKey(days[0], "00:00")) : new Map<string, number>();
  return days.map((day) => ({
    day,
    slots: settings.schedule.slotStarts.map((start) => {
      const value = slotKey(day, start);
      return { value, full: (taken.get(value) ?? 0) >= settings.capacity };
    }),
  }));
}

export interface Booking {
  leadId: number;
  reference: string;
  email: string | undefined;
  slot: string;
  status: "booked" | "cancelled";
  linkVersion: number;
}

export async function findBooking(db: Db, reference: string): Promise<Booking | undefined> {
  const row = await db
    .selectFrom("site_surveys")
    .innerJoin("leads", "leads.id", "site_surveys.lead_id")
    .select(["leads.id", "leads.reference", "leads.fields", "site_surveys.slot_start", "site_surveys.status", "site_surveys.link_version"])
    .where("leads.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const fields = JSON.parse(row.fields) as Record<string, string | undefined>;
  return {
    leadId: row.id,
    reference: row.reference,
    email: fields.email,
    slot: row.slot_start,
    status: row.status,
    linkVersion: row.link_version,
  };
}

/** Booked surveys from today (Riyadh) on, in time order: the sales team's list (`npm run leads -- surveys`). */
export async function upcomingSurveys(db: Db, now = new Date()) {
  const rows = await db
    .selectFrom("site_surveys")
    .innerJoin("leads", "leads.id", "site_surveys.lead_id")
    .select(["leads.reference", "leads.fields", "site_surveys.slot_start"])
    .where("site_surveys.status", "=", "booked")
    .where("site_surveys.slot_start", ">=", slotKey(riyadhDay(now), "00:00"))
    .orderBy("site_surveys.slot_start")
    .orderBy("leads.id")
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    slot: row.slot_start,
    fields: JSON.parse(row.fields) as Record<string, string | undefined>,
  }));
}

/** Why a change through the link changed nothing: link spent, booking cancelled, window begun, new window full. */
type ChangeRefusal = "used" | "cancelled" | "begun" | "full";

export type ChangeOutcome = { ok: true; booking: Booking } | { ok: false; reason: ChangeRefusal };

/**
 * Cancels (slot undefined) or moves a booking through its link, atomically: the link's version must still be the
 * booking's (a used link changes nothing), the new window's place is taken before the old one is given back, and
 * sales, the CRM and the visitor are told through the outbox in the same transaction.
 */
export async function changeBooking(
  db: Kysely<Database>,
  change: { reference: string; version: number; slot?: string },
  settings: SurveySettings,
): Promise<ChangeOutcome> {
  class Refused {
    constructor(readonly reason: ChangeRefusal) {}
  }
  try {
    return await inCommittedTransaction(db, async (trx) => {
      const now = new Date().toISOString();
      // The version check and bump come first: of two posts of one link, the second waits here and then finds it used.
      const claimed = await trx
        .updateTable("site_surveys")
        .set((eb) => ({ link_version: eb("link_version", "+", 1), updated_at: now }))
        .where("lead_id", "=", trx.selectFrom("leads").select("id").where("reference", "=", change.reference))
        .where("link_version", "=", change.version)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new Refused("used");
      const booking = (await findBooking(trx, change.reference))!;
      if (booking.status === "cancelled") throw new Refused("cancelled");
      if (hasBegun(booking.slot)) throw new Refused("begun");
      if (change.slot !== undefined && !(await takePlaceAfterOwn(trx, change.slot, booking, settings.capacity))) throw new Refused("full");
      if (change.slot === undefined) await trx.deleteFrom("site_survey_places").where("lead_id", "=", booking.leadId).execute();
      await trx
        .updateTable("site_surveys")
        .set(change.slot === undefined ? { status: "cancelled" } : { slot_start: change.slot })
        .where("lead_id", "=", booking.leadId)
        .execute();
      await enqueueDeliveries(trx, {
        id: booking.leadId,
        reference: booking.reference,
        kind: "survey",
        email: booking.email,
        awaitsConfirmation: false,
      });
      return { ok: true as const, booking: (await findBooking(trx, change.reference))! };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** A move: the booking's own place row is removed and a place in the new window taken (rolled back if full). */
async function takePlaceAfterOwn(trx: Transaction<Database>, slot: string, booking: Booking, capacity: number): Promise<boolean> {
  await trx.deleteFrom("site_survey_places").where("lead_id", "=", booking.leadId).execute();
  return takePlace(trx, slot, booking.leadId, capacity);
}
