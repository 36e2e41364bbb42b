import { describe, expect, it } from "vitest";
import checkerFile from "/content/cctv-law/checker.yaml";
import {
  areaIds,
  establishmentIds,
  parseCheckerValue,
  privateHomeTypes,
  readCheckerQuery,
  resultQuery,
} from "~/leads/schemas/checker-answers";
import { decide } from "~/cctv-law/decide";
import { quoteLink, readHandOff, surveyLink } from "~/cctv-law/hand-off";
import { establishments, fines, prohibitedAreas, requiredAreas, ruleIds, rules, sources } from "~/cctv-law/rules";
import { checkerTexts, checkerTextsSchema } from "~/cctv-law/texts.server";
import { ContentError, parseRecord } from "~/content/bilingual";
import { buildingTypeIds } from "~/content/configurator-ids";
import { formatSar } from "~/i18n/format";
import { fillIn } from "~/content/in-locale";
import { findQuoteTopic } from "~/content/quote-topics";
import { summarizeLead } from "~/leads/delivery/lead-summary.server";
import { validateQuote } from "~/leads/schemas/quote";

const requiredIds = areaIds.filter((id) => requiredAreas[id]);
const everyArea = [...areaIds];

describe("the decision table", () => {
  it.each(establishmentIds.map((id) => [id]))("%s: verdict, positions, warnings, duties and fines", (establishment) => {
    const result = decide({ establishment, privateHome: false, areas: everyArea });
    expect(result.verdict).toBe(establishment === "other" ? "unlisted" : "applies");
    expect(result.requiredPositions).toEqual(requiredIds);
    expect(result.prohibitedPresent).toEqual(prohibitedAreas);
    expect(result.duties).toEqual(["signage", "recordings", "retention"]);
    expect(result.fines).toEqual(["publishing", "prohibited-place", "not-keeping", "no-sign", "not-installed", "device-spec"]);
    // One per position, two for the car park.
    expect(result.draftCameraCount).toBe(requiredIds.length + 1);
    expect(result.rules).toContain("prohibited-places");

    const bare = decide({ establishment, privateHome: false, areas: [] });
    expect(bare.verdict).toBe(result.verdict);
    expect(bare.prohibitedPresent).toEqual([]);
    expect(bare.fines).toEqual(["publishing", "not-keeping", "no-sign", "device-spec"]);
    expect(bare.draftCameraCount).toBe(0);
  });

  it("excludes cameras inside a private home, for the types that ask", () => {
    expect(privateHomeTypes).toEqual(["residential", "other"]);
    for (const establishment of privateHomeTypes) {
      const result = decide({ establishment, privateHome: true, areas: everyArea });
      expect(result).toMatchObject({ verdict: "private-home", requiredPositions: [], prohibitedPresent: [], duties: [], fines: [] });
      expect(result.draftCameraCount).toBe(0);
    }
    expect(decide({ establishment: "residential", privateHome: false, areas: ["entrances"] }).verdict).toBe("applies");
  });

  it("warns about each prohibited room of a hospital, with the per-camera fine", () => {
    const result = decide({ establishment: "health", privateHome: false, areas: ["entrances", "reception", "operating-rooms", "toilets"] });
    expect(result.prohibitedPresent).toEqual(["operating-rooms", "toilets"]);
    expect(result.requiredPositions).toEqual(["entrances", "reception"]);
    expect(result.fines).toContain("prohibited-place");
    expect(result.draftCameraCount).toBe(2);
  });

  it("has the published fines in SAR", () => {
    expect(Object.fromEntries(Object.entries(fines).map(([id, fine]) => [id, [fine.amount, fine.per]]))).toEqual({
      publishing: [20_000, "violation"],
      "prohibited-place": [10_000, "camera"],
      "not-keeping": [5_000, "violation"],
      "no-sign": [1_000, "violation"],
      "not-installed": [1_000, "camera"],
      "device-spec": [500, "device"],
    });
  });
});

describe("the rules file", () => {
  it.each(ruleIds.map((id) => [id]))("%s has a dated source with a public URL, a review date and a confidence", (id) => {
    const rule = rules[id];
    expect(sources[rule.source].date).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    for (const source of [rule.source, ...rule.readIn]) {
      expect(sources[source].url).toMatch(/^https:\/\/[\w.-]+\.\w+/);
      for (const texts of [checkerTexts.en, checkerTexts.ar]) {
        expect(texts.sources.documents[source].title).not.toBe("");
        expect(texts.sources.documents[source].issuer).not.toBe("");
      }
    }
    expect(rule.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(["confirmed", "reported", "unconfirmed"]).toContain(rule.confidence);
    expect(checkerTexts.en.sources.rules[id]).not.toBe("");
    expect(checkerTexts.ar.sources.rules[id]).not.toBe("");
  });

  it("publishes no retention period in days, only the Conditions Document", () => {
    expect(checkerTexts.en.result.duties.retention.text).toBe("For the period set by the Ministry's Conditions Document.");
    expect(JSON.stringify(checkerTexts.en).match(/\d+\s*days/g)).toEqual(["60 days"]); // the appeal period, not retention
    expect(JSON.stringify(checkerTexts.ar).match(/\d+\s*(يوم|أيام)/g)).toEqual(["60 يوم"]);
  });

  it("hands every type to an existing quote building type and topic", () => {
    for (const id of establishmentIds) {
      expect(buildingTypeIds).toContain(establishments[id].building);
      expect(findQuoteTopic(establishments[id].topic)).toBeDefined();
    }
  });
});

describe("the checker's query", () => {
  const read = (query: string) => readCheckerQuery(new URLSearchParams(query));

  it("walks type, private home (only where asked), areas, result", () => {
    expect(read("")).toEqual({ ok: true, step: "type", areas: [] });
    expect(read("type=residential&step=home")).toMatchObject({ ok: true, step: "home", establishment: "residential" });
    expect(read("type=health&step=home")).toMatchObject({ step: "areas", establishment: "health", privateHome: false });
    expect(read("type=residential&home=yes&step=areas")).toMatchObject({ step: "result", privateHome: true, areas: [] });
    expect(read("type=health&step=result&area=toilets&area=entrances&area=toilets")).toMatchObject({
      step: "result",
      areas: ["entrances", "toilets"],
    });
    // A back link to the first question keeps its answer.
    expect(read("type=health&step=type")).toMatchObject({ step: "type", establishment: "health" });
    // Other parameters are ignored.
    expect(read("type=health&step=result&utm_source=mail").ok).toBe(true);
  });

  it("goes back to the question a form was sent without", () => {
    expect(read("step=home")).toEqual({ ok: true, step: "type", areas: [], missing: "type" });
    expect(read("type=other&step=areas")).toMatchObject({ step: "home", missing: "home" });
    expect(read("type=other&step=result&area=entrances")).toMatchObject({ step: "home", missing: "home" });
  });

  it("refuses unknown or repeated answers, naming them", () => {
    expect(read("type=castle")).toEqual({ ok: false, invalid: ["type"] });
    expect(read("type=health&area=basement&step=result")).toEqual({ ok: false, invalid: ["area"] });
    expect(read("type=health&type=bank")).toEqual({ ok: false, invalid: ["type"] });
    expect(read("type=residential&home=maybe&step=nowhere")).toEqual({ ok: false, invalid: ["home", "step"] });
  });
});

describe("the hand-off to the quote form", () => {
  const answers = { establishment: "health" as const, privateHome: false, areas: ["entrances" as const, "operating-rooms" as const] };

  it("carries the building type, topic, draft camera count and the answers", () => {
    const link = new URL(quoteLink(answers, decide(answers)), "http://site.test");
    expect(link.pathname).toBe("/contact/get-quote");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      building: "enterprise",
      topic: "hospital",
      cameras: "1",
      checker: "type=health&area=entrances&area=operating-rooms&step=result",
    });
    expect(parseCheckerValue(link.searchParams.get("checker")!)).toEqual(answers);
    expect(surveyLink(answers)).toBe("/contact/site-survey?building=enterprise&from=cctv-law-checker");
  });

  it("is accepted by the quote schema, which refuses anything else in the field", () => {
    const base = { name: "Nora", phone: "0501234567", consent: "on" };
    const valid = validateQuote({ ...base, checker: resultQuery(answers) });
    expect(valid.success && valid.values.checker).toBe("type=health&area=entrances&area=operating-rooms&step=result");
    expect(validateQuote(base).success && validateQuote(base)).toMatchObject({ values: { checker: "" } });
    for (const checker of ["type=castle&step=result", "type=health&step=areas", `type=health&step=result&x=${"a".repeat(600)}`]) {
      const invalid = validateQuote({ ...base, checker });
      expect(invalid.success ? {} : invalid.errors).toHaveProperty("checker");
    }
  });

  it("shows the answers in words with their result link to the sales team and the CRM", () => {
    expect(readHandOff("type=castle", checkerTexts.en)).toBeNull();
    const summary = summarizeLead(
      {
        id: 1,
        reference: "Q-2026-000001",
        kind: "quote",
        fields: { name: "Nora", checker: resultQuery(answers) },
        sourcePage: "/contact/get-quote",
        language: "en",
        consent: { text: "I agree", version: "1", consentedAt: "2026-11-24T00:00:00.000Z" },
        marketingOptIn: false,
        clientHash: null,
        quote: null,
        survey: null,
        attribution: {},
        idempotencyKey: "key-12345678",
        createdAt: "2026-11-24T00:00:00.000Z",
      },
      "https://site.test",
    );
    expect(summary.fields.find((field) => field.key === "checker")).toEqual({
      key: "checker",
      label: "CCTV-law checker",
      value:
        "Hospital, clinic or other health facility; areas: Entrances, Operating rooms " +
        "(https://site.test/resources/cctv-law-checker?type=health&area=entrances&area=operating-rooms&step=result)",
    });
  });
});

describe("the checker's texts (content/cctv-law/checker.yaml)", () => {
  const FILE = "content/cctv-law/checker.yaml";
  type Texts = Record<string, string>;
  type Blocks = Record<"en" | "ar", { establishments: Texts; result: { fines: Texts; amounts: Texts } }>;
  const edited = (edit: (blocks: Blocks) => void) => {
    const blocks = structuredClone(checkerFile) as Blocks;
    edit(blocks);
    return () => parseRecord(FILE, blocks, checkerTextsSchema);
  };

  it("refuses a record missing one id's text, naming the file and the field", () => {
    const parse = edited((blocks) => delete blocks.ar.establishments.museum);
    expect(parse).toThrow(ContentError);
    expect(parse).toThrow(`${FILE}: ar.establishments.museum: missing: the checker needs this text`);
  });

  it("refuses a text for an id the code does not have, and a template without its figure", () => {
    expect(edited((blocks) => (blocks.en.result.fines.speeding = "Speeding"))).toThrow(
      `${FILE}: en.result.fines: Unrecognized key: "speeding"`,
    );
    expect(edited((blocks) => (blocks.ar.result.amounts.camera = "حتى عن كل كاميرا"))).toThrow(
      `${FILE}: ar.result.amounts.camera: must contain {amount}`,
    );
  });

  const leaves = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as object).flatMap((child: unknown) => leaves(child));

  it("are written in Arabic with Western digits, with no English left", () => {
    const texts = leaves(checkerTexts.ar).map((text) => text.replace(/\{\w+\}/g, ""));
    expect(texts.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
    expect(texts.filter((text) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text))).toEqual([]);
  });

  it("carry the native reviewer's corrections (issue 24)", () => {
    const { result, sources: sourceTexts, areas } = checkerTexts.ar;
    // Fines are maxima, with a no-break space before ر.س (formatSar writes it).
    const amount = (unit: keyof typeof result.amounts, figure: number) => fillIn(result.amounts[unit], { amount: formatSar(figure, "ar") });
    expect(amount("violation", 20_000)).toBe("حتى 20,000\u00a0ر.س");
    expect(amount("camera", 10_000)).toBe("حتى 10,000\u00a0ر.س عن كل كاميرا");
    expect(fillIn(result.warningText, { amount: formatSar(10_000, "ar") })).toContain("غرامة تصل إلى 10,000\u00a0ر.س");
    expect(result.appeal).toContain("خلال 60 يوماً من تاريخ الإبلاغ بالقرار");
    expect(sourceTexts.documents.law).toEqual({
      title: "نظام استخدام كاميرات المراقبة الأمنية، الصادر بالمرسوم الملكي رقم (م/34) وتاريخ 7/3/1444هـ",
      issuer: "جريدة أم القرى، العدد 4951",
    });
    expect([sourceTexts.partSeparator, sourceTexts.listSeparator, checkerTexts.ar.handOff.listSeparator]).toEqual(["، ", "؛ ", "، "]);
    expect(areas.entrances).toBe("المداخل");
  });
});
