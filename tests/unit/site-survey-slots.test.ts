import { describe, expect, it } from "vitest";
import { escapeText, foldLine, invitationIcs } from "~/site-survey/invitation";
import { bookableDays, calendarMonths, checkSlot, slotEnd, type SurveySchedule } from "~/site-survey/slots";

// The survey's calendar rules and its invitation's text format, at fixed moments.

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
  it("lay out on the calendar as their months in full, each day under its weekday", () => {
    const months = calendarMonths(bookableDays(thursdayNight, schedule));
    expect(months.map(({ month }) => month)).toEqual(["2026-11", "2026-12"]);
    // 1 November 2026 is a Sunday: no blank before it; 1 December is a Tuesday: two blanks.
    expect(months[0]!.cells[0]).toBe("2026-11-01");
    expect(months[0]!.cells.at(-1)).toBe("2026-11-30");
    expect(months[1]!.cells.slice(0, 3)).toEqual([null, null, "2026-12-01"]);
    expect(months[1]!.cells.filter(Boolean)).toHaveLength(31);
    expect(calendarMonths([])).toEqual([]);
  });

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
