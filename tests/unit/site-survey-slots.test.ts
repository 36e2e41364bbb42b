import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { surveySchedule } from "~/content/site-survey";
import { escapeText, foldLine, invitationIcs } from "~/site-survey/invitation";
import { formatStripDay } from "~/site-survey/slot-format";
import {
  bookableDays,
  checkSlot,
  firstChosenDay,
  slotEnd,
  slotKey,
  stripDays,
  type SurveyDay,
  type SurveySchedule,
} from "~/site-survey/slots";

// The survey's calendar rules, its day strip and its invitation's text format, at fixed moments.

const schedule: SurveySchedule = {
  workingDays: [0, 1, 2, 3, 4],
  slotStarts: ["08:00", "10:00", "12:00", "14:00", "16:00"],
  slotHours: 2,
  maxDaysAhead: 30,
  holidays: ["2026-12-02"],
};
// Thursday 26 November 2026, 23:30 in Riyadh (20:30 UTC): the next working day is Sunday the 29th.
const thursdayNight = new Date("2026-11-26T20:30:00Z");

describe("survey windows", () => {
  it("open from the next working day to 30 days ahead, Sunday to Thursday, without holidays", () => {
    const days = bookableDays(thursdayNight, schedule);
    expect(days[0]).toBe("2026-11-29");
    expect(days).not.toContain("2026-11-27");
    expect(days).not.toContain("2026-11-28");
    expect(days).not.toContain("2026-12-02");
    expect(days.at(-1)).toBe("2026-12-24");
  });

  it.each([
    ["2026-11-29T08:00:00+03:00", undefined],
    ["2026-11-26T16:00:00+03:00", "tooSoon"],
    ["2026-12-27T08:00:00+03:00", "tooLate"],
    ["2026-12-04T08:00:00+03:00", "weekend"],
    ["2026-12-02T08:00:00+03:00", "holiday"],
    ["2026-11-29T09:00:00+03:00", "notOffered"],
    ["2026-11-31T08:00:00+03:00", "invalid"],
    ["2026-11-29T08:00:00Z", "invalid"],
  ])("%s: %s", (slot, problem) => {
    const check = checkSlot(slot, thursdayNight, schedule);
    expect(check.ok ? undefined : check.problem).toBe(problem);
  });

  it("ends two hours later, with the offset", () => {
    expect(slotEnd("2026-11-29T16:00:00+03:00", schedule)).toBe("2026-11-29T18:00:00+03:00");
  });
});

/** The schedule's windows from Thursday night on, those in `full` taken. */
function daysWith(full: readonly string[]): SurveyDay[] {
  return bookableDays(thursdayNight, schedule).map((day) => ({
    day,
    slots: schedule.slotStarts.map((start) => ({ value: slotKey(day, start), full: full.includes(slotKey(day, start)) })),
  }));
}
const wholeDay = (day: string) => schedule.slotStarts.map((start) => slotKey(day, start));

describe("the day strip", () => {
  it("offers only working days with a free window, in time order", () => {
    // Sunday the 29th fully booked, Monday the 30th with one window left.
    const days = daysWith([...wholeDay("2026-11-29"), ...wholeDay("2026-11-30").slice(1)]);
    const offered = stripDays(days).map(({ day }) => day);
    expect(offered[0]).toBe("2026-11-30");
    expect(offered).not.toContain("2026-11-29");
    expect(offered).not.toContain("2026-12-02");
    for (const day of offered) expect([0, 1, 2, 3, 4]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    expect(offered).toEqual([...offered].sort());
    expect(offered).toHaveLength(days.length - 1);
    expect(stripDays(daysWith(bookableDays(thursdayNight, schedule).flatMap(wholeDay)))).toEqual([]);
  });

  it("chooses the first day, or the day of the window sent back when it is still offered", () => {
    const days = daysWith(wholeDay("2026-11-29"));
    expect(firstChosenDay(days)).toBe("2026-11-30");
    expect(firstChosenDay(days, "2026-12-03T10:00:00+03:00")).toBe("2026-12-03");
    // A window of a day no longer offered (booked up, or a weekend typed in): the first day.
    expect(firstChosenDay(days, "2026-11-29T10:00:00+03:00")).toBe("2026-11-30");
    expect(firstChosenDay(days, "2026-12-04T10:00:00+03:00")).toBe("2026-11-30");
    expect(firstChosenDay([])).toBeUndefined();
  });

  it("names each day by its weekday and date in the page's language", () => {
    expect(formatStripDay("2026-11-29", "en")).toEqual({ weekday: "Sun", date: "29 Nov" });
    expect(formatStripDay("2026-11-29", "ar")).toEqual({ weekday: "الأحد", date: "29 نوفمبر" });
  });

  it("has a CSS rule for every day a schedule up to 31 days ahead can offer", () => {
    const css = readFileSync("app/site-survey/day-strip.css", "utf8");
    const positions = [...css.matchAll(/\.survey-day-(\d+):checked\) \.survey-day-windows-\1\b/g)].map((match) => Number(match[1]));
    expect(positions).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    const everyDay = { ...schedule, workingDays: [0, 1, 2, 3, 4, 5, 6], holidays: [], maxDaysAhead: 31 };
    expect(bookableDays(thursdayNight, everyDay)).toHaveLength(31);
    expect(surveySchedule.maxDaysAhead).toBeLessThanOrEqual(31);
  });
});

describe("the invitation", () => {
  it("escapes text and folds lines at 75 octets without splitting a character", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"مسح أمني ".repeat(20)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"مسح أمني ".repeat(20)}`);
  });

  it("holds the window in UTC with CRLF line ends", () => {
    const ics = invitationIcs({
      uid: "S-2026-000001@k2.example.sa",
      sequence: 0,
      start: "2026-11-29T08:00:00+03:00",
      end: "2026-11-29T10:00:00+03:00",
      summary: "Site survey",
      description: "Reference S-2026-000001",
      cancelled: false,
      stamp: thursdayNight,
      productId: "-//K2//Site survey//EN",
    });
    expect(ics).toContain("\r\nDTSTART:20261129T050000Z\r\nDTEND:20261129T070000Z\r\n");
    expect(ics).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });
});
