import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import arabicMessages from "../../content/messages/ar.json";
import { arabic } from "~/i18n/arabic";
import { localeOfPath, localizedPath, withoutLocale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { tokensOf } from "~/i18n/catalogue";
import { breadcrumbTrail } from "~/content/breadcrumbs";
import { pages } from "~/content/pages";
import { runScript } from "../support/run-script";

// Issue 16, decision 115: the Arabic of every content module, and how content is put into a language.

// The modules with an Arabic catalogue beside them. One moved to content records (content/) has none: its records'
// Arabic is checked as they load (app/content/bilingual.ts).
const contentModules = readdirSync("app/content", { recursive: true, encoding: "utf8" })
  .map((file) => join("app/content", file))
  .filter((file) => file.endsWith(".ts") && existsSync(file.replace(/\.ts$/, ".ar.ts")));

describe("Arabic catalogues", () => {
  it("translate every text of every content module, with no entry left over and every {token} kept", async () => {
    const run = runScript("scripts/i18n/missing.ts", contentModules);
    const { stdout } = await run.catch((failure: { stdout: string }) => ({ stdout: `FAILED\n${failure.stdout}` }));
    expect(stdout.split("\n").filter((line) => !/ 0 missing, 0 stale, 0 token mismatches$/.test(line) && line.trim())).toEqual([]);
  });

  it("are written in Arabic with Western digits", () => {
    const notArabic = Object.entries(arabic).filter(([en, ar]) => en !== ar && !/[\u0600-\u06ff]/.test(ar));
    expect(notArabic).toEqual([]);
    const easternDigits = Object.values(arabic).filter((ar) => /[\u0660-\u0669\u06f0-\u06f9]/.test(ar));
    expect(easternDigits).toEqual([]);
    expect(Object.entries(arabic).filter(([en, ar]) => tokensOf(en).join() !== tokensOf(ar).join())).toEqual([]);
  });
});

describe("Arabic messages (content/messages/ar.json, decision 132)", () => {
  it("are written in Arabic with Western digits, as the catalogues they replace were", () => {
    const messages = Object.entries(arabicMessages);
    // A message of values and signs only ("{building}: +{percent}") has no words to translate.
    const words = (text: string) => text.replace(/\{\w+\}/g, "");
    expect(messages.filter(([, text]) => /[A-Za-z]/.test(words(text)) && !/[\u0600-\u06ff]/.test(text))).toEqual([]);
    expect(messages.filter(([, text]) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text))).toEqual([]);
  });
});

describe("texts built from data, which the catalogue check cannot read", () => {
  it("have Arabic: every breadcrumb of every page", () => {
    const crumbs = pages.flatMap((page) => breadcrumbTrail(page.path, "ar").map((crumb) => crumb.label));
    expect([...new Set(crumbs)].filter((text) => !/[\u0600-\u06ff]/.test(text))).toEqual([]);
  });
});

describe("localize", () => {
  const record = {
    id: "get-quote",
    icon: "shield",
    title: "Full Name",
    to: "/contact/get-quote?topic=cctv",
    image: { topic: "control room", alt: "Full Name" },
    links: [{ label: "Full Name", href: "https://wa.me/966500000000" }],
  };

  it("gives texts in Arabic, site links under /ar, and leaves identifiers, prompts and other sites alone", () => {
    const arabicTitle = arabic["Full Name"]!;
    expect(arabicTitle).toMatch(/[\u0600-\u06ff]/);
    expect(localize(record, "ar")).toEqual({
      id: "get-quote",
      icon: "shield",
      title: arabicTitle,
      to: "/ar/contact/get-quote?topic=cctv",
      image: { topic: "control room", alt: arabicTitle },
      links: [{ label: arabicTitle, href: "https://wa.me/966500000000" }],
    });
  });

  it("returns English content as it is, and the same object for the same record", () => {
    expect(localize(record, "en")).toBe(record);
    expect(localize(record, "ar")).toBe(localize(record, "ar"));
  });

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
