import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import arabicMessages from "../../content/messages/ar.json";
import { formatList } from "~/i18n/format";
import type { MessageId } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";

// Issue 24: a native Arabic reviewer's corrections. Every Arabic record (the `ar:` blocks under content/) and message
// (content/messages/ar.json) is read, and each check below fails when one of the wrong forms the reviewer found comes
// back. Each check is first shown to find its fault in a faulty sample. The rules are docs/arabic-glossary.md's.

type Leaf = { path: string; text: string };

function leavesOf(value: unknown, path: string, found: Leaf[] = []): Leaf[] {
  if (typeof value === "string") found.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => leavesOf(item, `${path}[${index}]`, found));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) leavesOf(item, `${path}.${key}`, found);
  return found;
}

const recordFiles = readdirSync("content", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"));
const arabicOf = (file: string) => (parse(readFileSync(join("content", file), "utf8")) as { ar?: unknown }).ar;
// An address is no text (its %-escapes are not per cents).
const recordLeaves = recordFiles.flatMap((file) => leavesOf(arabicOf(file), file)).filter((leaf) => !/\.url$/.test(leaf.path));
const messageLeaves: Leaf[] = Object.entries(arabicMessages).map(([id, text]) => ({ path: `ar.json ${id}`, text }));
const leaves = [...recordLeaves, ...messageLeaves];

/** The site's facts, to read a figure tile ("{years}+" above "عاماً من الخبرة") as the visitor does. */
const company = arabicOf("settings/company.yaml") as {
  founding: { engineersSince: number };
  proof: Record<string, number>;
};
const facts: Record<string, number> = {
  ...company.proof,
  satisfaction: company.proof.satisfactionPercent!,
  years: new Date().getUTCFullYear() - company.founding.engineersSince,
};
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (token, name: string) => String(facts[name] ?? token));

/** Figure tiles: an object with a `value` and a `label`, read as one phrase ("600 باب"). */
function tilesOf(value: unknown, path: string, found: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) value.forEach((item, index) => tilesOf(item, `${path}[${index}]`, found));
  else if (value && typeof value === "object") {
    const { value: figure, label } = value as { value?: unknown; label?: unknown };
    if (typeof figure === "string" && typeof label === "string") found.push({ path, text: `${fill(figure)} ${label}` });
    for (const [key, item] of Object.entries(value)) tilesOf(item, `${path}.${key}`, found);
  }
  return found;
}
const tiles = recordFiles.flatMap((file) => tilesOf(arabicOf(file), file));

const hits = (check: (text: string) => string[], texts: Leaf[]) =>
  texts.flatMap(({ path, text }) => check(text).map((hit) => `${path}: ${hit}`));

// Number and noun (the glossary's "Numbers and nouns"): the noun's form is set by the number's last two digits.

type Category = "zero" | "one" | "two" | "few" | "many" | "other";
function categoryOf(figure: string): Category {
  if (figure.includes(".")) return "other";
  const n = Number(figure.replace(/,/g, ""));
  const lastTwo = n % 100;
  if (n === 0) return "zero";
  if (n === 1) return "one";
  if (n === 2) return "two";
  if (lastTwo >= 3 && lastTwo <= 10) return "few";
  if (lastTwo >= 11) return "many";
  return "other";
}

/** Counted nouns: the singular, the plural(s) and, for masculine nouns, the accusative after 11–99. */
const NOUNS: { singular: string; plurals: string[]; accusative?: string }[] = [
  { singular: "ثانية", plurals: ["ثوانٍ", "ثواني", "ثوان"] },
  { singular: "دقيقة", plurals: ["دقائق"] },
  { singular: "ساعة", plurals: ["ساعات"] },
  { singular: "مدخل", plurals: ["مداخل"], accusative: "مدخلاً" },
  { singular: "وصلة", plurals: ["وصلات"] },
  { singular: "باب", plurals: ["أبواب"], accusative: "باباً" },
  { singular: "سنة", plurals: ["سنوات", "سنين"] },
  { singular: "عام", plurals: ["أعوام"], accusative: "عاماً" },
  { singular: "يوم", plurals: ["أيام"], accusative: "يوماً" },
  { singular: "كاميرا", plurals: ["كاميرات"] },
  { singular: "عضو", plurals: ["أعضاء"], accusative: "عضواً" },
  { singular: "حرف", plurals: ["أحرف", "حروف"], accusative: "حرفاً" },
  { singular: "طابق", plurals: ["طوابق"], accusative: "طابقاً" },
  { singular: "مشروع", plurals: ["مشاريع", "مشروعات"], accusative: "مشروعاً" },
  { singular: "عميل", plurals: ["عملاء"], accusative: "عميلاً" },
  { singular: "موظف", plurals: ["موظفين"], accusative: "موظفاً" },
  { singular: "بوابة", plurals: ["بوابات"] },
  { singular: "شهادة", plurals: ["شهادات"] },
];
const FIGURE_BEFORE_WORD = /(\d[\d,]*(?:\.\d+)?)\+?[\s\u00a0]+([\u0600-\u06ff]+)/gu;

/** "5 دقيقة", "بعد 5 ثانية", "2 ساعة", "12 مدخل", "3 وصلة لاسلكية", "18 سنوات", "600 أبواب", "600 الأبواب". */
export function numberNounFaults(text: string): string[] {
  const found: string[] = [];
  for (const [match, figure, word] of text.matchAll(FIGURE_BEFORE_WORD)) {
    const definite = word!.startsWith("ال") ? word!.slice(2) : undefined;
    const noun = NOUNS.find((entry) => [entry.singular, ...entry.plurals, entry.accusative].includes(definite ?? word));
    if (!noun) continue;
    const category = categoryOf(figure!);
    const plural = noun.plurals.includes(definite ?? word!);
    if (definite !== undefined) found.push(`${match} (a counted noun takes no article)`);
    else if ((category === "two" || category === "few") && !plural) found.push(`${match} (the plural after 3–10, the dual for 2)`);
    else if (category === "few" && word === "ثواني") found.push(`${match} (ثوانٍ after 3–10)`);
    else if ((category === "many" || category === "other") && plural) found.push(`${match} (the singular after 11 and above)`);
    else if (category === "many" && noun.accusative && word === noun.singular) found.push(`${match} (${noun.accusative} after 11–99)`);
  }
  return found;
}

/** "18+ سنوات" in running text: the glossary writes "أكثر من 18 سنة" there; "{years}+" only in a figure tile. */
export function plusInTextFaults(text: string): string[] {
  return [...text.matchAll(/(?:\d|\})\+[\s\u00a0]+[\u0600-\u06ff]+|\+\{(?:clients|projects|years|teamSize|satisfaction)\}/gu)].map(
    ([match]) => match,
  );
}

/** A figure tile's "N+": "+{years}" shows 18+ on an Arabic page while the other tiles show +18. */
export function plusFigureFaults(figure: string): string[] {
  return /^\+(\d|\{)/.test(figure) ? [figure] : [];
}

/** "%" straight after Western digits: not ٪, not "15 %", not "% 15". */
export function percentFaults(text: string): string[] {
  return [...text.matchAll(/٪|\d[\s\u00a0]+%|%[\s\u00a0]*\d/gu)].map(([match]) => match);
}

/** A plain space (or none) between a figure and "ر.س", or before a generated "هـ": a no-break space is needed. */
export function unitSpaceFaults(text: string): string[] {
  const beforeRiyal = [...text.matchAll(/[\d}](?:[^\S\u00a0]+)?ر\.س/gu)].filter(([match]) => !match.includes("\u00a0"));
  const beforeHijri = [...text.matchAll(/[\d}][^\S\u00a0]+هـ/gu)];
  return [...beforeRiyal, ...beforeHijri].map(([match]) => match);
}

/** A Latin comma between Arabic words: lists in Arabic use "، ". */
export function latinCommaFaults(text: string): string[] {
  return [...text.matchAll(/[\u0600-\u06ff][\s\u00a0]*,[\s\u00a0]*[\u0600-\u06ff]/gu)].map(([match]) => match);
}

/** The second term of each pair the glossary contradicted, and the wordings the reviewer replaced. */
const RETIRED: [RegExp, string][] = [
  // As the name of an audit trail; a recorder's event log is سجل الأحداث (docs/arabic-glossary.md).
  [/سجل الأحداث والتقارير/u, "audit trail: سجل التدقيق"],
  [/ضمان الباقة/u, "package warranty: ضمان شامل"],
  [/بيومتري/u, "biometric reader: جهاز بصمة"],
  [/(?<!أداة )التحقق من نظام كاميرات المراقبة/u, "the checker's name: أداة التحقق من نظام كاميرات المراقبة"],
  [/باقة المؤسسات/u, "the Enterprise package: الباقة المؤسسية"],
  [/انعدام الثقة/u, "zero trust: مبدأ الثقة المعدومة"],
  [/ثورة الذكاء الاصطناعي/u, "AI Revolution: عصر الذكاء الاصطناعي"],
  [/سعودية أكثر أماناً/u, "the headline: أمن ذكي لمملكة أكثر أماناً"],
];
export function retiredTermFaults(text: string): string[] {
  return RETIRED.filter(([pattern]) => pattern.test(text)).map(([pattern, instead]) => `${pattern.source} (${instead})`);
}

/** "المؤسسية" names the Enterprise package only: as a building type (or anywhere but after الباقة) it is a fault. */
export function enterpriseFaults(leaf: Leaf): string[] {
  const packageName = /\.packages\.items\[\d+\]\.name$/.test(leaf.path);
  return [...leaf.text.matchAll(/(?<!الباقة )المؤسسية/gu)].filter(() => !packageName).map(([match]) => match);
}

/** The building types, the same in the configurator, the survey and the quote. */
export function buildingTypeFaults(names: Record<string, string>): string[] {
  const expected: Record<string, string> = { home: "سكني", office: "مكتب صغير", enterprise: "منشأة كبرى", industrial: "صناعي" };
  return Object.entries(expected)
    .filter(([id, name]) => names[id] !== name)
    .map(([id]) => `${id}: ${names[id]}`);
}

/** Every plural message rendered for the counts that pick each Arabic form. */
const COUNTS = [...Array.from({ length: 121 }, (_, n) => n), 150, 200, 210, 1000];
const pluralMessages = (Object.entries(arabicMessages) as [MessageId, string][]).filter(([, text]) => /, plural,/.test(text));
function renderedPlurals(): Leaf[] {
  const i18n = i18nFor("ar");
  return pluralMessages.flatMap(([id, text]) => {
    const countName = /\{(\w+), plural,/.exec(text)![1]!;
    return COUNTS.map((count) => ({
      path: `ar.json ${id} (${count})`,
      text: i18n._(id, { [countName]: count, phone: "0", email: "a@b.c" }),
    }));
  });
}

describe("each check, on a faulty sample, finds its fault", () => {
  it("finds a noun that does not agree with its number", () => {
    for (const bad of [
      "بعد 5 ثانية",
      "5 دقيقة",
      "2 ساعة",
      "12 مدخل",
      "3 وصلة لاسلكية",
      "18+ سنوات",
      "600 أبواب",
      "600 الأبواب",
      "بعد 5 ثواني",
    ])
      expect(numberNounFaults(bad), bad).toHaveLength(1);
    for (const good of [
      "بعد 5 ثوانٍ",
      "5 دقائق",
      "48 ساعة",
      "12 مدخلاً",
      "3 وصلات لاسلكية",
      "18+ عاماً",
      "600 باب",
      "210 كاميرات",
      "1.5 ساعة",
    ])
      expect(numberNounFaults(good), good).toEqual([]);
  });

  it("finds N+ written in running text or with the plus before the figure", () => {
    expect(plusInTextFaults("خبرة 18+ سنوات")).toHaveLength(1);
    expect(plusInTextFaults("فريق يضم +{teamSize} مهندساً")).toHaveLength(1);
    expect(plusInTextFaults("أكثر من 18 سنة، واتصلوا على +966 11 000 0000")).toEqual([]);
    expect(plusFigureFaults("+{years}")).toEqual(["+{years}"]);
    expect(plusFigureFaults("{years}+")).toEqual([]);
  });

  it("finds a per cent sign apart from its figure or in Arabic form", () => {
    expect(percentFaults("رضا 99.8٪")).toHaveLength(1);
    expect(percentFaults("ضريبة 15 %")).toHaveLength(1);
    expect(percentFaults("ضريبة % 15")).toHaveLength(1);
    expect(percentFaults("ضريبة القيمة المضافة 15% (منها)")).toEqual([]);
  });

  it("finds a plain space before ر.س or a generated هـ", () => {
    expect(unitSpaceFaults("حتى 20,000 ر.س")).toHaveLength(1);
    expect(unitSpaceFaults("{amount} ر.س")).toHaveLength(1);
    expect(unitSpaceFaults("14 جمادى الآخرة 1448 هـ")).toHaveLength(1);
    expect(unitSpaceFaults("حتى 20,000\u00a0ر.س، 1448\u00a0هـ، 7/3/1444هـ")).toEqual([]);
  });

  it("finds a Latin comma in an Arabic list", () => {
    expect(latinCommaFaults("المداخل, مواقف السيارات")).toHaveLength(1);
    expect(latinCommaFaults("المداخل، مواقف السيارات، 1,000 ر.س")).toEqual([]);
  });

  it("finds a retired term", () => {
    expect(retiredTermFaults("سجل الأحداث والتقارير")).toHaveLength(1);
    expect(retiredTermFaults("ضبط الوقت، وسجل الأحداث.")).toEqual([]);
    expect(retiredTermFaults("ضمان الباقة لمدة 5 سنوات")).toHaveLength(1);
    expect(retiredTermFaults("قارئات بيومترية")).toHaveLength(1);
    expect(retiredTermFaults("التحقق من نظام كاميرات المراقبة")).toHaveLength(1);
    expect(retiredTermFaults("أداة التحقق من نظام كاميرات المراقبة")).toEqual([]);
    expect(retiredTermFaults("ووصول وفق مبدأ انعدام الثقة")).toHaveLength(1);
  });

  it("finds المؤسسية used for anything but the Enterprise package", () => {
    expect(enterpriseFaults({ path: "configurator/building-types.yaml.buildingTypes[2].name", text: "المؤسسية" })).toHaveLength(1);
    expect(enterpriseFaults({ path: "x.yaml.note", text: "فئة المبنى (المؤسسية)" })).toHaveLength(1);
    expect(enterpriseFaults({ path: "services/x.yaml.packages.items[2].name", text: "المؤسسية" })).toEqual([]);
    expect(enterpriseFaults({ path: "faqs/x.yaml.answer", text: "والباقة المؤسسية 3,746.25 ريال" })).toEqual([]);
    expect(buildingTypeFaults({ home: "سكني", office: "مكتب صغير", enterprise: "المؤسسية", industrial: "الصناعة" })).toEqual([
      "enterprise: المؤسسية",
      "industrial: الصناعة",
    ]);
  });
});

describe("the Arabic records and messages (issue 24)", () => {
  it("are read: every record and message", () => {
    expect(recordLeaves.length).toBeGreaterThan(2000);
    expect(messageLeaves.length).toBeGreaterThan(150);
    expect(tiles.length).toBeGreaterThan(30);
    expect(facts.years).toBeGreaterThanOrEqual(11);
    const rendered = renderedPlurals();
    expect(rendered.length).toBeGreaterThan(800);
    expect(rendered.find((leaf) => leaf.path === "ar.json forms.error.tooManySeconds (5)")?.text).toContain("بعد 5 ثوانٍ");
  });

  it("make every counted noun agree with its number, in texts, figure tiles and plural messages", () => {
    expect(hits(numberNounFaults, [...leaves, ...tiles])).toEqual([]);
    expect(hits(numberNounFaults, renderedPlurals())).toEqual([]);
  });

  it("write N+ as the glossary says: أكثر من N in text, {n}+ in a figure tile", () => {
    expect(hits(plusInTextFaults, leaves)).toEqual([]);
    const figures = recordLeaves.filter((leaf) => /\.value$/.test(leaf.path));
    expect(hits(plusFigureFaults, figures)).toEqual([]);
  });

  it("put % straight after the figure, and a no-break space before ر.س and a generated هـ", () => {
    expect(hits(percentFaults, leaves)).toEqual([]);
    expect(hits(unitSpaceFaults, leaves)).toEqual([]);
  });

  it("join Arabic lists with the Arabic comma, in the records and in formatList", () => {
    expect(hits(latinCommaFaults, leaves)).toEqual([]);
    const separators = recordLeaves.filter((leaf) => /Separator$/.test(leaf.path));
    expect(separators.length).toBeGreaterThan(0);
    expect(separators.filter((leaf) => leaf.text.includes(","))).toEqual([]);
    const list = formatList(["المداخل", "الاستقبال", "مواقف السيارات"], "ar");
    expect(list).toBe("المداخل، والاستقبال، ومواقف السيارات");
    expect(latinCommaFaults(list)).toEqual([]);
  });

  it("use one term for each pair the glossary contradicted, and the reviewer's wordings", () => {
    expect(hits(retiredTermFaults, leaves)).toEqual([]);
    expect(leaves.flatMap((leaf) => enterpriseFaults(leaf).map((hit) => `${leaf.path}: ${hit}`))).toEqual([]);
  });

  it("name the building types alike, with no package name among them", () => {
    const types = (arabicOf("configurator/building-types.yaml") as { buildingTypes: { id: string; name: string }[] }).buildingTypes;
    expect(buildingTypeFaults(Object.fromEntries(types.map((type) => [type.id, type.name])))).toEqual([]);
  });

  it("hold the reviewer's corrections where they are shown", () => {
    const text = (file: string, path: string) => recordLeaves.find((leaf) => leaf.path === `${file}${path}`)?.text;
    const checker = "cctv-law/checker.yaml";
    expect(text(checker, ".result.amounts.violation")).toBe("حتى {amount}");
    expect(text(checker, ".result.amounts.camera")).toMatch(/^حتى \{amount\}/);
    expect(text(checker, ".result.amounts.device")).toMatch(/^حتى \{amount\}/);
    expect(text(checker, ".result.warningText")).toContain("غرامة تصل إلى {amount}");
    expect(text(checker, ".result.appeal")).toContain("من تاريخ الإبلاغ بالقرار");
    expect(text(checker, ".sources.documents.law.title")).toBe(
      "نظام استخدام كاميرات المراقبة الأمنية، الصادر بالمرسوم الملكي رقم (م/34) وتاريخ 7/3/1444هـ",
    );
    expect(text(checker, ".sources.documents.law.issuer")).toBe("جريدة أم القرى، العدد 4951");
    expect(text(checker, ".areas.entrances")).toBe("المداخل");
    expect(text("home/story.yaml", ".cards[4].title")).toBe("أمن قائم على مبدأ الثقة المعدومة");
    expect(text("home/timeline.yaml", ".milestones[3].title")).toBe("عصر الذكاء الاصطناعي");
    expect(text("home/hero.yaml", ".headline")).toBe("أمن ذكي لمملكة أكثر أماناً");
    expect(arabicMessages["configurator.vatIncluded"]).toBe("منها ضريبة القيمة المضافة ({percent})");
    const basic = text("services/attendance-management.yaml", ".packages.items[0].name");
    expect(text("templates/service-page.yaml", ".choosePackage")?.replace("{name}", basic ?? "")).toBe("اختر الباقة الأساسية");
    expect(text("configurator/equipment.yaml", ".categories[0].label")).toBe("كاميرات المراقبة");
    expect(text("shell/navigation.yaml", ".quoteButton")).toBe("اطلب عرض سعر");
    expect(text("about/how-it-works.yaml", ".timeline.phases[3].duration")).toBe("مستمر");
    expect(recordLeaves.filter((leaf) => leaf.path.startsWith("about/how-it-works.yaml") && /قيد التنفيذ/.test(leaf.text))).toEqual([]);
    expect(tiles.find((tile) => tile.path === "case-studies/campus-jeddah.yaml.scope[1]")?.text).toBe("600 باب");
  });
});
