import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import arabicMessages from "../../content/messages/ar.json";
import { localeOfPath, localizedPath, withoutLocale } from "~/i18n/locale";
import { breadcrumbTrail } from "~/content/breadcrumbs";
import { pages } from "~/content/pages";
import { isText, tokensOf } from "../support/record-texts";

// The Arabic of every record and message, and how paths move between the languages (decisions 115, 132, 135).

/** Every string leaf of a record's `en:` block beside the same leaf of its `ar:` block. */
function pairedLeaves(en: unknown, ar: unknown, path: string, found: { path: string; en: string; ar: unknown }[] = []) {
  if (typeof en === "string") found.push({ path, en, ar });
  else if (en && typeof en === "object")
    for (const [key, value] of Object.entries(en))
      pairedLeaves(value, (ar as Record<string, unknown> | undefined)?.[key], `${path}.${key}`, found);
  return found;
}

const recordFiles = readdirSync("content", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"));
const leaves = recordFiles.flatMap((file) => {
  const record = parse(readFileSync(join("content", file), "utf8")) as { en: unknown; ar: unknown };
  return pairedLeaves(record.en, record.ar, file);
});

describe("content records in Arabic", () => {
  it("hold no text keyed by its English: no catalogue module is left", () => {
    const catalogues = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => /\.ar\.tsx?$/.test(file));
    expect(catalogues).toEqual([]);
  });

  it("write every text of every record in Arabic, with Western digits and the same {tokens}", () => {
    expect(recordFiles.length).toBeGreaterThan(120);
    // Language-neutral fields (ids, links, icons, figures, brand names) are written alike on both sides.
    const texts = leaves.filter((leaf) => leaf.en !== leaf.ar && isText(leaf.en.replace(/\{\w+\}/g, "")));
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((leaf) => typeof leaf.ar !== "string" || !/[\u0600-\u06ff]/.test(leaf.ar)).map((leaf) => leaf.path)).toEqual([]);
    expect(texts.filter((leaf) => /[\u0660-\u0669\u06f0-\u06f9]/.test(String(leaf.ar))).map((leaf) => leaf.path)).toEqual([]);
    expect(texts.filter((leaf) => tokensOf(leaf.en).join() !== tokensOf(String(leaf.ar)).join()).map((leaf) => leaf.path)).toEqual([]);
  });

  it("leave no English text untranslated: a text written alike on both sides is a name or a code", () => {
    // Except what is not shown: an image's prompt (`topic`, always English) and a choice's submitted `value`.
    const shown = (leaf: { path: string }) => !/\.(topic|value)$/.test(leaf.path);
    const same = leaves.filter((leaf) => leaf.en === leaf.ar && shown(leaf) && isText(leaf.en) && /[a-z]{3} /.test(leaf.en));
    expect(same.map((leaf) => `${leaf.path}: ${leaf.en}`)).toEqual([]);
  });
});

describe("Arabic messages (content/messages/ar.json, decision 132)", () => {
  it("are written in Arabic with Western digits", () => {
    const messages = Object.entries(arabicMessages);
    // A message of values and signs only ("{building}: +{percent}") has no words to translate.
    const words = (text: string) => text.replace(/\{\w+\}/g, "");
    expect(messages.filter(([, text]) => /[A-Za-z]/.test(words(text)) && !/[\u0600-\u06ff]/.test(text))).toEqual([]);
    expect(messages.filter(([, text]) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text))).toEqual([]);
  });
});

describe("texts built from data", () => {
  it("have Arabic: every breadcrumb of every page", () => {
    const crumbs = pages.flatMap((page) => breadcrumbTrail(page.path, "ar").map((crumb) => crumb.label));
    expect([...new Set(crumbs)].filter((text) => !/[\u0600-\u06ff]/.test(text))).toEqual([]);
  });
});

describe("paths in each language", () => {
  it("maps paths between the languages", () => {
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/?x=1", "ar")).toBe("/ar?x=1");
    expect(localizedPath("/services", "ar")).toBe("/ar/services");
    expect(localizedPath("/ar/services", "ar")).toBe("/ar/services");
    expect(localizedPath("/images/a.webp", "ar")).toBe("/images/a.webp");
    expect(localizedPath("/api/leads/contact", "ar")).toBe("/api/leads/contact");
    expect(localizedPath("//evil.example", "ar")).toBe("//evil.example");
    expect(localizedPath("#main", "ar")).toBe("#main");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/arabic-page")).toBe("en");
    expect(withoutLocale("/ar")).toBe("/");
    expect(withoutLocale("/ar/contact/get-quote")).toBe("/contact/get-quote");
  });
});
