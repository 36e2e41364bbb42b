import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DAY_MONTH_YEAR,
  formatDate,
  formatDay,
  formatMonthYear,
  formatList,
  formatPercent,
  formatSar,
  formatTime,
  formatWholeNumber,
  LONG_DAY,
} from "~/i18n/format";

// docs/decisions/134: app/i18n/format.ts writes every figure, date and list, by docs/arabic-glossary.md's rules.

const NBSP = "\u00a0";

describe("money", () => {
  it("writes whole riyals: 'SAR' first in English, the figure then a no-break space and ر.س in Arabic", () => {
    expect(formatSar(5541)).toBe("SAR 5,541");
    expect(formatSar(0)).toBe("SAR 0");
    expect(formatSar(1234567)).toBe("SAR 1,234,567");
    expect(formatSar(5541.6)).toBe("SAR 5,542");
    expect(formatSar(5541, "ar")).toBe(`5,541${NBSP}ر.س`);
    expect(formatSar(1234567, "ar")).toBe(`1,234,567${NBSP}ر.س`);
  });
});

describe("numbers and per cent", () => {
  it("writes whole numbers with thousands separators and Western digits in both languages", () => {
    expect(formatWholeNumber(1234567)).toBe("1,234,567");
    expect(formatWholeNumber(1234567, "ar")).toBe("1,234,567");
    expect(formatWholeNumber(4.4, "ar")).toBe("4");
  });

  it("writes % straight after the number, never ٪, in Arabic as in English", () => {
    expect(formatPercent(0.15)).toBe("15%");
    expect(formatPercent(0.15, "ar")).toBe("15%");
    expect(formatPercent(0.998, "ar")).toBe("99.8%");
    expect(formatPercent(1.2 - 1, "ar")).toBe("20%");
    expect(formatPercent(0.15, "ar")).not.toContain("٪");
  });
});

describe("dates and times", () => {
  const day = new Date("2026-11-29T00:00:00Z");

  it("writes a day in Gregorian, and in Arabic with its Umm al-Qura date beside it, a no-break space before هـ", () => {
    expect(formatDay(day, "en", DAY_MONTH_YEAR)).toBe("29 November 2026");
    expect(formatDay(day, "ar", DAY_MONTH_YEAR)).toBe(`29 نوفمبر 2026 (19 جمادى الآخرة 1448${NBSP}هـ)`);
    expect(formatDay(day, "ar", LONG_DAY)).toBe(`الأحد، 29 نوفمبر 2026 (19 جمادى الآخرة 1448${NBSP}هـ)`);
  });

  it("writes Gregorian dates alone where asked, in UTC unless a time zone is given", () => {
    expect(formatDate(day, "en", LONG_DAY)).toBe("Sunday, 29 November 2026");
    expect(formatDate(day, "ar", LONG_DAY)).toBe("الأحد، 29 نوفمبر 2026");
    expect(formatDate(day, "ar", { month: "long", year: "numeric" })).toBe("نوفمبر 2026");
    const riyadh = { timeZone: "Asia/Riyadh", dateStyle: "medium", timeStyle: "short" } as const;
    expect(formatDate(new Date("2026-11-21T11:05:00Z"), "en", riyadh)).toBe("21 Nov 2026, 14:05");
  });

  it("writes a month of a year in Gregorian alone, in both languages", () => {
    expect(formatMonthYear(day, "en")).toBe("November 2026");
    expect(formatMonthYear(day, "ar")).toBe("نوفمبر 2026");
  });

  it("writes a clock time in the reader's zone", () => {
    const afternoon = new Date(2026, 10, 29, 14, 5);
    expect(formatTime(afternoon, "en")).toBe("14:05");
    expect(formatTime(afternoon.getTime(), "ar")).toBe("2:05 م");
  });
});

describe("lists", () => {
  it("joins English items with commas and Arabic items with the Arabic comma and و", () => {
    expect(formatList(["Residential ×1", "Enterprise ×1.5"], "en")).toBe("Residential ×1, Enterprise ×1.5");
    expect(formatList(["التدريب", "طلبات الدعم", "خطط الصيانة"], "ar")).toBe("التدريب، وطلبات الدعم، وخطط الصيانة");
    expect(formatList(["أ", "ب"], "ar")).not.toContain(",");
  });
});

describe("the one formatting module", () => {
  const appDir = path.resolve("app");
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });

  it("is the only file of app/ that builds Intl formatters or calls toLocale…String", () => {
    const formatting = /new Intl\.(NumberFormat|DateTimeFormat|ListFormat|PluralRules)\b|\.toLocale(Date|Time)?String\(/;
    const files = sourceFiles(appDir);
    expect(files).toContain(path.join(appDir, "i18n", "format.ts"));
    const offenders = files.filter((file) => !file.endsWith(path.join("i18n", "format.ts")) && formatting.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(appDir, file))).toEqual([]);
  });
});
