import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { localizedPath } from "~/i18n/locale";
import { baseURL, launchBrowser, MOBILE, openPage } from "./support/browser";

// Issue 16: every page has an Arabic twin under /ar, in Arabic, right to left, linked both ways.

const get = (path: string) => fetch(new URL(path, baseURL()), { redirect: "manual" });

/** The text a visitor reads (no scripts, styles or attributes), one line per element. */
function visibleLines(html: string): string[] {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** English sentences: four or more Latin words. Product names and codes inside Arabic text are not sentences. */
const englishSentences = (lines: string[]) => lines.filter((line) => (line.match(/\b[A-Za-z][a-z']+\b/g) ?? []).length >= 4);

/**
 * English words an Arabic page shows: lower-case Latin words outside e-mail addresses and links. Names, codes and
 * products keep their capitals (CCTV, Hikvision); a lower-case word is almost always a word left untranslated
 * ("and", "per camera"). `salt` is the privacy notice's technical term, given in brackets after its Arabic.
 */
const englishWords = (lines: string[]) =>
  lines
    .flatMap((line) => line.replace(/\S*(@|:\/\/|\.(com|sa)\b)\S*/g, "").match(/(?<![\w.-])[a-z]{2,}(?![\w.:-])/g) ?? [])
    .filter((word) => word !== "salt");

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, new URL(m[2]!).pathname]),
  );

const routes = pages.map((page) => [page.path, localizedPath(page.path, "ar")] as const);

describe("Arabic pages", () => {
  it.each(routes)("%s has its Arabic twin, in Arabic, right to left, with reciprocal hreflang", async (english, arabic) => {
    const [en, ar] = await Promise.all([get(english), get(arabic)]);
    expect([en.status, ar.status]).toEqual([200, 200]);
    const [enHtml, arHtml] = await Promise.all([en.text(), ar.text()]);
    expect(arHtml).toMatch(/<html lang="ar" dir="rtl">/);
    expect(enHtml).toMatch(/<html lang="en" dir="ltr">/);

    const arabicLines = visibleLines(arHtml);
    expect(arabicLines.filter((line) => /[\u0600-\u06ff]/.test(line)).length).toBeGreaterThan(20);
    const leftInEnglish = englishSentences(visibleLines(enHtml)).filter((sentence) => arabicLines.includes(sentence));
    expect(leftInEnglish).toEqual([]);
    expect(englishWords(arabicLines)).toEqual([]);

    const expected = { en: english, ar: arabic, "x-default": english };
    expect(alternates(enHtml)).toEqual(expected);
    expect(alternates(arHtml)).toEqual(expected);
    const canonical = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).pathname;
    expect([canonical(enHtml), canonical(arHtml)]).toEqual([english, arabic]);
  });

  it("lists both languages of every page in the sitemap, each with its alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain("/ar/services/access-control");
    expect(locs.filter((loc) => loc.startsWith("/ar")).length).toBe(locs.length / 2);
    expect(xml).toContain('hreflang="ar" href="');
  });

  it("answers an unknown Arabic address with the Arabic 404", async () => {
    const response = await get("/ar/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html lang="ar" dir="rtl">/);
  });
});

describe("the language switch", () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  // One page of every template (app/routes.ts), one of them with a query.
  const families = [
    "/",
    "/about",
    "/about/company",
    "/about/leadership",
    "/about/awards",
    "/about/how-it-works",
    "/services/access-control",
    "/industries/hospital",
    "/resources/faqs",
    "/resources/cctv-law-checker",
    "/brochure/virtual-tour",
    "/contact/contact-us",
    "/contact/get-quote?topic=cctv",
    "/contact/site-survey",
    "/contact/our-location",
    "/case-studies",
    "/legal/privacy",
    "/blog",
  ];

  it.each(families)("leads from %s to the same page in Arabic and back, keeping the query, as plain links", async (path) => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto(path);
    const toArabic = page.locator("header a[data-language-switch]").first();
    expect(await toArabic.getAttribute("lang")).toBe("ar");
    expect((await toArabic.innerText()).trim()).toBe("العربية");
    await toArabic.click();
    await page.waitForURL((url) => url.pathname.startsWith("/ar"));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(localizedPath(path, "ar"));
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual(["ar", "rtl"]);
    const toEnglish = page.locator("header a[data-language-switch]").first();
    expect((await toEnglish.innerText()).trim()).toBe("English");
    await toEnglish.click();
    await page.waitForURL((url) => !url.pathname.startsWith("/ar"));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    expect(errors).toEqual([]);
    await close();
  });

  it("is also in the mobile menu sheet", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto("/ar/services/access-control");
    await page.getByRole("button", { name: "افتح القائمة" }).click();
    const sheetSwitch = page.getByRole("dialog").locator("a[data-language-switch]");
    expect(await sheetSwitch.getAttribute("href")).toBe("/services/access-control");
    await close();
  });
});
