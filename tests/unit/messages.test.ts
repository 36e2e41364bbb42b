import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locale";
import { i18nFor, islandI18nFor } from "~/i18n/messages.server";
import {
  argumentMismatches,
  invalidMessages,
  messageIdsIn,
  messageIdsUnder,
  missingMessages,
  missingPluralForms,
  namespacesOf,
  readCatalogues,
  unknownIds,
  unusedIds,
} from "../../scripts/i18n/message-checks";

// Issue 24, decision 132: the interface messages (content/messages/{en,ar}.json). Each check must find its fault in
// a small faulty catalogue (tests/fixtures/messages) before it is trusted to find none in the real ones.

const fixture = readCatalogues("tests/fixtures/messages", locales);
const real = readCatalogues("content/messages", locales);

describe("the catalogue checks, on a faulty catalogue", () => {
  it("find a message missing or empty in one language", () => {
    expect(missingMessages(fixture)).toEqual(["ar.json demo.emptyInArabic: empty", "ar.json demo.missingInArabic: missing"]);
  });

  it("find a message that is not valid ICU", () => {
    expect(invalidMessages(fixture)).toEqual([expect.stringMatching(/^ar\.json demo\.badIcu: not valid ICU \(/)]);
    expect(invalidMessages({ en: { "demo.key": "{count, plural, zero {none} other {#}}" } })).toEqual([
      expect.stringMatching(/^en\.json demo\.key: not valid ICU \(.*zero/),
    ]);
  });

  it("find arguments and tags that differ between the languages", () => {
    expect(argumentMismatches(fixture)).toEqual([
      "ar.json demo.argumentsDiffer: takes [nam], en.json [name]",
      "ar.json demo.tagLost: takes [], en.json [<0>]",
    ]);
  });

  it("find an Arabic plural that lacks one of the categories Intl.PluralRules gives Arabic", () => {
    expect(new Intl.PluralRules("ar").resolvedOptions().pluralCategories).toHaveLength(6);
    expect(missingPluralForms(fixture)).toEqual(["ar.json demo.pluralLacksFew: the plural of {count} lacks few"]);
  });

  it("find an id the code uses that the catalogue lacks, and one the code never uses", () => {
    const source = `t("demo.ok"); t('demo.typo'); <T id="demo.argumentsDiffer" />; import "./app.css"; // demo.inComment`;
    const used = new Map([["fixture.tsx", messageIdsIn(source, namespacesOf(fixture.en!))]]);
    expect([...used.get("fixture.tsx")!]).toEqual(["demo.ok", "demo.typo", "demo.argumentsDiffer"]);
    expect(unknownIds(used, fixture.en!)).toEqual(["fixture.tsx: demo.typo is in no catalogue"]);
    expect(unusedIds(used, fixture.en!)).toEqual([
      "demo.badIcu: used nowhere",
      "demo.emptyInArabic: used nowhere",
      "demo.missingInArabic: used nowhere",
      "demo.pluralLacksFew: used nowhere",
      "demo.tagLost: used nowhere",
    ]);
  });
});

describe("the real catalogues", () => {
  it("have every message in both languages, valid, with the same arguments, and every Arabic plural form", () => {
    expect(Object.keys(real.en!).length).toBeGreaterThan(40);
    expect([...missingMessages(real), ...invalidMessages(real), ...argumentMismatches(real), ...missingPluralForms(real)]).toEqual([]);
  });

  it("hold every id the code uses, and no id it does not", () => {
    const used = new Map(
      [...messageIdsUnder(path.resolve("app"), namespacesOf(real.en!))].map(([file, ids]) => [path.relative(".", file), ids]),
    );
    expect(unknownIds(used, real.en!)).toEqual([]);
    expect(unusedIds(used, real.en!)).toEqual([]);
  });

  it("keep their ids in order, as the editor and reviewers read them", () => {
    for (const messages of Object.values(real)) expect(Object.keys(messages)).toEqual(Object.keys(messages).toSorted());
  });
});

describe("messages as the pages render them", () => {
  const tooMany = (locale: "en" | "ar", id: "forms.error.tooManySeconds" | "forms.error.tooManyMinutes", count: number) =>
    i18nFor(locale)._(id, id === "forms.error.tooManySeconds" ? { seconds: count } : { minutes: count });

  it("write the rate limit's wait with Arabic number-noun agreement (docs/arabic-glossary.md), Western digits", () => {
    expect(tooMany("ar", "forms.error.tooManySeconds", 1)).toContain("مرة أخرى بعد ثانية واحدة، أو الاتصال بنا.");
    expect(tooMany("ar", "forms.error.tooManySeconds", 2)).toContain("بعد ثانيتين،");
    expect(tooMany("ar", "forms.error.tooManySeconds", 5)).toContain("بعد 5 ثوانٍ،");
    expect(tooMany("ar", "forms.error.tooManySeconds", 11)).toContain("بعد 11 ثانية،");
    expect(tooMany("ar", "forms.error.tooManySeconds", 100)).toContain("بعد 100 ثانية،");
    expect(tooMany("ar", "forms.error.tooManyMinutes", 2)).toContain("بعد دقيقتين،");
    expect(tooMany("ar", "forms.error.tooManyMinutes", 3)).toContain("بعد 3 دقائق،");
    expect(tooMany("ar", "forms.error.tooManyMinutes", 1440)).toContain("بعد 1,440 دقيقة،");
    expect(tooMany("en", "forms.error.tooManySeconds", 1)).toBe(
      "You have sent this form too many times. Please try again in 1 second, or call us.",
    );
    expect(tooMany("en", "forms.error.tooManyMinutes", 5)).toContain("try again in 5 minutes, or call us.");
  });

  it("fail in tests (and when prerendering) on a message missing, so no page is built with an id in place of a text", () => {
    expect(() => i18nFor("ar")._("demo.nowhere" as "forms.sending")).toThrow(/demo\.nowhere.*missing in ar/);
  });

  it("give an island only what the build collected for it: any other message fails its server render", () => {
    const island = islandI18nFor("ar", "test-island", ["forms.sending"]);
    expect(island._("forms.sending")).toBe("جارٍ الإرسال...");
    expect(() => island._("forms.quote.title")).toThrow(/forms\.quote\.title.*missing in ar/);
  });
});
