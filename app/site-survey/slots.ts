import { formatDate, LONG_DAY } from "~/i18n/format";
import { riyadhDay } from "~/i18n/riyadh-day";

// The survey's two-hour windows in Riyadh time (UTC+3 all year: no daylight saving). A window is named by its start
// as ISO 8601 with the offset, `2026-11-29T08:00:00+03:00`: the radio's value, the stored key and what sales and the
// CRM receive. One fixed offset makes these strings sort in time order.

export interface SurveySchedule {
  /** 0 = Sunday. */
  workingDays: readonly number[];
  /** "08:00", Riyadh time. */
  slotStarts: readonly string[];
  slotHours: number;
  maxDaysAhead: number;
  /** YYYY-MM-DD, Riyadh. */
  holidays: readonly string[];
}

export interface SlotChoice {
  /** The window's key. */
  value: string;
  full: boolean;
}

export interface SurveyDay {
  day: string;
  slots: SlotChoice[];
}

/** Whether a day has a window left to choose. */
export const hasFreeWindow = ({ slots }: SurveyDay) => slots.some((slot) => !slot.full);

export const RIYADH_OFFSET = "+03:00";
const offsetMs = 3 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;
const slotPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00\+03:00$/;

export type SlotProblem = "invalid" | "tooSoon" | "tooLate" | "weekend" | "holiday" | "notOffered";

export { riyadhDay };

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const slotKey = (day: string, start: string) => `${day}T${start}:00${RIYADH_OFFSET}`;

/** An instant in the form of a window's key (Riyadh time, +03:00), so that keys and instants compare as text. */
export function riyadhTimeKey(at: Date): string {
  return `${new Date(at.getTime() + offsetMs).toISOString().slice(0, 19)}${RIYADH_OFFSET}`;
}

/** The end of a window, in the same form as its key. */
export function slotEnd(key: string, schedule: Pick<SurveySchedule, "slotHours">): string {
  return riyadhTimeKey(new Date(Date.parse(key) + schedule.slotHours * 60 * 60_000));
}

function isOpenDay(day: string, schedule: SurveySchedule): boolean {
  return schedule.workingDays.includes(weekday(day)) && !schedule.holidays.includes(day);
}

/** The days a visitor may choose: working days that are no holiday, from tomorrow to maxDaysAhead days ahead. */
export function bookableDays(now: Date, schedule: SurveySchedule): string[] {
  const today = riyadhDay(now);
  const days: string[] = [];
  for (let ahead = 1; ahead <= schedule.maxDaysAhead; ahead++) {
    const day = addDays(today, ahead);
    if (isOpenDay(day, schedule)) days.push(day);
  }
  return days;
}

/** Whether a window may be booked now, and if not, why (each reason has its own message for the visitor). */
export function checkSlot(value: string, now: Date, schedule: SurveySchedule): { ok: true } | { ok: false; problem: SlotProblem } {
  const match = slotPattern.exec(value);
  if (!match || Number.isNaN(Date.parse(value)) || riyadhDay(new Date(Date.parse(value))) !== match[1]) {
    return { ok: false, problem: "invalid" };
  }
  const [, day = "", start = ""] = match;
  const today = riyadhDay(now);
  if (day <= today) return { ok: false, problem: "tooSoon" };
  if (day > addDays(today, schedule.maxDaysAhead)) return { ok: false, problem: "tooLate" };
  if (!schedule.workingDays.includes(weekday(day))) return { ok: false, problem: "weekend" };
  if (schedule.holidays.includes(day)) return { ok: false, problem: "holiday" };
  if (!schedule.slotStarts.includes(start)) return { ok: false, problem: "notOffered" };
  return { ok: true };
}

/** "Sunday, 29 November 2026": a day in English, as mails and the manage page write it. */
export function englishDay(day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`), "en", LONG_DAY);
}

/** "08:00–10:00". */
export function formatWindow(key: string, schedule: Pick<SurveySchedule, "slotHours">): string {
  return `${key.slice(11, 16)}–${slotEnd(key, schedule).slice(11, 16)}`;
}

/** "Sunday, 29 November 2026, 08:00–10:00 (Riyadh time)": mails and the manage page. */
export function formatSlot(key: string, schedule: Pick<SurveySchedule, "slotHours">): string {
  return `${englishDay(key.slice(0, 10))}, ${formatWindow(key, schedule)} (Riyadh time)`;
}

/**
 * The days of the picker's strip (docs/decisions/152): those with a window left to choose, in time order. Weekends,
 * holidays and fully booked days are not offered at all.
 */
export const stripDays = (days: readonly SurveyDay[]): SurveyDay[] => days.filter(hasFreeWindow);

/**
 * The strip's day chosen when the page opens, so that its windows show at once: the day of the window sent back with
 * a refused booking when it is still offered, else the first day.
 */
export function firstChosenDay(days: readonly SurveyDay[], checked?: string): string | undefined {
  const offered = stripDays(days);
  const echoed = checked?.slice(0, 10);
  return offered.find(({ day }) => day === echoed)?.day ?? offered[0]?.day;
}
