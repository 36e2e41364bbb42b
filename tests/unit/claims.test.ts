import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { replyTimeIn } from "~/i18n/reply-time";
import { fillSiteFacts, siteConfigOf } from "~/content/site";
import { parseCompanySettings } from "~/content/company-settings";
import settingsData from "/content/settings/company.yaml";

// Issue 26, item 6: claims that agree. Every record (content/**/*.yaml) and every message that states the reply-time
// promise writes {replyTime} (docs/decisions/156); every warranty period is the warranties record's
// (content/pricing/warranties.yaml); every proof figure ("N+", "N%" beside clients, projects, team) is a settings token.

const contentDir = path.resolve("content");
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return entry.name.endsWith(".yaml") ? [file] : [];
  });

/** Every string of a parsed record with where it is. */
function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`));
  return [];
}

const records = yamlFiles(contentDir).map((file) => ({
  file: path.relative(".", file),
  data: parse(readFileSync(file, "utf8")) as unknown,
}));
const recordTexts = records.flatMap(({ file, data }) => stringsOf(data, file));
const messageTexts = ["en", "ar"].flatMap((locale) =>
  stringsOf(JSON.parse(readFileSync(`content/messages/${locale}.json`, "utf8")), `content/messages/${locale}.json`),
);
const allTexts = [...recordTexts, ...messageTexts];

/** Sentences that promise a reply or a call back in so many hours (not a breach deadline, a tender or an install). */
const REPLY_PROMISE =
  /(reply|respon[ds]|contact you|call or email you|نرد|سنرد|يرد|سيتواصل|نتواصل|الرد)[^.!؟]*?(\d+\s*(hours?|ساعة|ساعات)|\b(an|one|two) hours?\b|ساعتين|ساعتان|ساعة واحدة)/i;
/** A reply time written as a figure of its own ("2 hours" beside "Reply in business hours"). */
const HOURS_FIGURE = /^\s*(\d+\s*(hours?|ساعة|ساعات)|ساعتان|ساعتين)\s*$/i;

/**
 * The sentences of a text that state a reply time of their own. Not: a tender's or the law's deadline quoted by an
 * article, nor a message whose hours are an ICU argument (the caller passes the number).
 */
const ownReplyPromises = (text: string) =>
  text
    .replace(/\{\w+, plural,[\s\S]*\}\s*\}/g, "")
    .split(/(?<=[.!؟])\s+|\n/)
    .filter((sentence) => !/tender|مناقصة|SDAIA|سدايا/i.test(sentence))
    .filter((sentence) => REPLY_PROMISE.test(sentence) || HOURS_FIGURE.test(sentence));

describe("the reply-time promise", () => {
  it("is stated through {replyTime} only, in every record and message", () => {
    const typed = allTexts.filter(({ text }) => ownReplyPromises(text).length > 0);
    expect(typed.map(({ where, text }) => `${where}: ${text.slice(0, 120)}`)).toEqual([]);
    const stating = allTexts.filter(({ text }) => text.includes("{replyTime}"));
    // The contact section, the chat, the configurator's confirmation, the story's figure and the two messages.
    expect(stating.length).toBeGreaterThanOrEqual(10);
  });

  it("is the settings' one value, in each language's words", () => {
    const settings = parseCompanySettings(settingsData);
    expect(settings.en.replyWithinHours).toBe(settings.ar.replyWithinHours);
    const hours = settings.en.replyWithinHours;
    const en = siteConfigOf(settings, "en", "https://example.com");
    const ar = siteConfigOf(settings, "ar", "https://example.com");
    expect(fillSiteFacts("We reply within {replyTime}.", en)).toBe(`We reply within ${replyTimeIn(hours, "en")}.`);
    expect(fillSiteFacts("نرد خلال {replyTime}.", ar)).toBe(`نرد خلال ${replyTimeIn(hours, "ar")}.`);
  });

  it("counts its hours in the right form in both languages", () => {
    expect([1, 2, 24].map((hours) => replyTimeIn(hours, "en"))).toEqual(["1 hour", "2 hours", "24 hours"]);
    expect([1, 2, 3, 10, 11, 24, 48].map((hours) => replyTimeIn(hours, "ar"))).toEqual([
      "ساعة واحدة",
      "ساعتين",
      "3 ساعات",
      "10 ساعات",
      "11 ساعة",
      "24 ساعة",
      "48 ساعة",
    ]);
  });
});

/** A warranty period written out: "1-year", "5-year package", "ضمان ... لمدة سنة / 3 سنوات". */
const WARRANTY_PERIOD =
  /(\d+|one|two|three|five)[- ]years?\b[^.]*warrant|warrant[^.]*\b(\d+|one)[- ]years?\b|ضمان[^.،]*(لمدة|مدة)\s*(سنة|عام|\d+\s*(سنوات|سنة|أعوام))/i;

describe("warranties", () => {
  it("are written only in the warranties record; every other text names them by token", () => {
    const typed = allTexts.filter(({ where, text }) => !where.startsWith("content/pricing/warranties.yaml") && WARRANTY_PERIOD.test(text));
    expect(typed.map(({ where, text }) => `${where}: ${text.slice(0, 120)}`)).toEqual([]);
  });
});

/**
 * A proof figure (the company's record, not a product's specification): a count ("500+", "1M+", "أكثر من مليون"), or
 * a percentage of satisfaction or uptime. A figure is a stat's `value` beside its `label`.
 */
const COUNT = /^\s*(\d[\d,.]*\s*[KkMm]?\+|أكثر من .+)\s*$/;
const PERCENT = /^\s*\d+(\.\d+)?%\s*$/;
const RECORD_LABEL = /satisf|uptime|رضا|استمرارية/i;
const SETTINGS_FIGURE = /^\{(clients|projects|teamSize|satisfaction|years)\}[+%]$/;

/** Every `{ value, label }` of the records. */
function figuresOf(value: unknown, where: string): { where: string; value: string; label: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => figuresOf(item, `${where}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.value === "string" && typeof record.label === "string" ? [{ where, value: record.value, label: record.label }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => figuresOf(item, `${where}.${key}`))];
}

describe("proof figures", () => {
  it("come from the company settings only", () => {
    const figures = records
      .flatMap(({ file, data }) => figuresOf(data, file))
      .filter(({ where }) => !where.includes(".specifications"))
      .filter(
        ({ value, label }) => (COUNT.test(value) || (PERCENT.test(value) && RECORD_LABEL.test(label))) && !SETTINGS_FIGURE.test(value),
      )
      .map(({ where, value, label }) => ({ where, text: `${value} ${label}` }));
    expect(figures.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it("include no countries or devices counts", () => {
    const projects = recordTexts.filter(({ where }) => where.startsWith(path.join("content", "home", "projects.yaml")));
    expect(projects.some(({ text }) => /Countries|Devices|دولة|جهاز/.test(text))).toBe(false);
  });
});
