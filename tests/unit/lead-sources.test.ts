import { describe, expect, it } from "vitest";
import { countSources, isoWeekOf, startOfWeeks } from "~/leads/sources-report.server";

// Issue 26 (docs/decisions/161): `npm run leads -- sources` counts leads per ISO week (Riyadh), source and landing page.

describe("ISO weeks in Riyadh", () => {
  it.each([
    ["2026-11-27T09:00:00Z", "2026-W48"],
    // Sunday 22:30 UTC is Monday 01:30 in Riyadh: the next week.
    ["2026-11-29T22:30:00Z", "2026-W49"],
    ["2026-11-29T20:59:00Z", "2026-W48"],
    // 1 January 2027 is a Friday: still the last week of 2026.
    ["2027-01-01T12:00:00Z", "2026-W53"],
    ["2024-12-30T12:00:00Z", "2025-W01"],
  ])("%s is %s", (time, week) => {
    expect(isoWeekOf(time)).toBe(week);
  });

  it("starts the last N weeks on a Monday at midnight in Riyadh", () => {
    expect(startOfWeeks(new Date("2026-11-27T09:00:00Z"), 1).toISOString()).toBe("2026-11-22T21:00:00.000Z");
    expect(startOfWeeks(new Date("2026-11-27T09:00:00Z"), 4).toISOString()).toBe("2026-11-01T21:00:00.000Z");
  });
});

describe("leads per source", () => {
  const lead = (createdAt: string, parts: { utm?: string; referrer?: string; landing?: string } = {}) => ({
    createdAt,
    utmSource: parts.utm ?? null,
    referrerHost: parts.referrer ?? null,
    landingPage: parts.landing ?? null,
  });

  it("counts utm_source first, else the referring host, else direct, per week and landing page", () => {
    const rows = countSources([
      lead("2026-11-23T08:00:00Z", { utm: "newsletter", referrer: "mail.example.com", landing: "/services/cctv" }),
      lead("2026-11-24T08:00:00Z", { utm: "newsletter", landing: "/services/cctv" }),
      lead("2026-11-25T08:00:00Z", { referrer: "www.google.com", landing: "/" }),
      lead("2026-11-26T08:00:00Z", { landing: "/" }),
      lead("2026-11-17T08:00:00Z", { utm: "newsletter", landing: "/" }),
      lead("2026-11-18T08:00:00Z"),
    ]);
    expect(rows).toEqual([
      { week: "2026-W48", source: "newsletter", landingPage: "/services/cctv", leads: 2 },
      { week: "2026-W48", source: "direct", landingPage: "/", leads: 1 },
      { week: "2026-W48", source: "www.google.com", landingPage: "/", leads: 1 },
      { week: "2026-W47", source: "direct", landingPage: "not known", leads: 1 },
      { week: "2026-W47", source: "newsletter", landingPage: "/", leads: 1 },
    ]);
  });

  it("is empty without leads", () => {
    expect(countSources([])).toEqual([]);
  });
});
