import { existsSync, readdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath, type Locale } from "~/i18n/locale";
import { i18nFor } from "~/i18n/messages.server";
import { baseURL, DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";

// Issue 25 and decision 147: no menu, footer or sitemap entry leads to a page that says "Coming soon"; the shop and
// the customer account are in no menu (their pages point to what works today, noindex); an empty collection's page
// is listed nowhere. The links are read from the pages as served, so the check holds whatever the menus come to list.

// "قريباً" as a word, not inside تقريباً ("about").
const COMING_SOON = /coming soon|(?<![\u0600-\u06ff])قريباً/iu;

/** Collections whose page is listed only once the collection has a record: page path and records folder. */
const COLLECTIONS = [
  ["/resources/reviews", "content/reviews"],
  ["/resources/gallery", "content/gallery"],
] as const;
const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).every((file) => !file.endsWith(".yaml"));

const get = (path: string) => fetch(new URL(path, baseURL()));

/** A site page's path from an href, or undefined for anchors, other sites, tel:, mailto: and files. */
function sitePath(href: string | null): string | undefined {
  if (!href || !href.startsWith("/") || href.startsWith("//")) return undefined;
  const path = new URL(href, "http://site").pathname;
  return /\.\w+$/.test(path) ? undefined : path;
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** The page paths the header's menus (large screens' bar and dropdowns, the phones' sheet) and the footer link to. */
async function menuAndFooterLinks(page: Page): Promise<{ menus: string[]; footer: string[] }> {
  const keep = (list: (string | null)[]) => list.flatMap((href) => sitePath(href) ?? []);
  return {
    menus: keep(await hrefs(page, "header nav a, #mobile-menu nav a")),
    footer: keep(await hrefs(page, "footer a")),
  };
}

async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

describe.each(["en", "ar"] as const)("menus, footer and sitemap in %s", (locale: Locale) => {
  const t = i18nFor(locale);
  const home = localizedPath("/", locale);

  it("shows Home, About, Services, Industries, Contact and Case Studies on a large screen, and no shop; it fits at 1024 px", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(home);
    const nav = page.getByRole("navigation", { name: t._("common.mainNavigation") });
    expect(await nav.isVisible()).toBe(true);
    const top = nav.locator(":scope > ul > li > a, :scope > ul > li > button");
    const labels = (await top.allInnerTexts()).map((text) => text.trim());
    const expected = {
      en: ["Home", "About", "Services", "Industries", "Contact", "Case Studies"],
      ar: ["الرئيسية", "من نحن", "الخدمات", "القطاعات", "التواصل", "دراسات الحالة"],
    }[locale];
    expect(labels).toEqual(expected);
    expect(await nav.locator(":scope > ul > li > a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      ["/", "/contact", "/case-studies"].map((path) => localizedPath(path, locale)),
    );
    expect(await nav.getByRole("link", { name: /shop|المتجر/i }).count()).toBe(0);
    // The smallest width with the bar: every item on one line, nothing pushed off the screen.
    await page.setViewportSize({ width: 1024, height: 800 });
    const tops = await top.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["phone", MOBILE],
    ["desktop", DESKTOP],
  ])("links no menu, footer or sitemap entry to a page that says coming soon, the shop or the account (%s)", async (_name, viewport) => {
    const { page, close } = await openPage(browser, { viewport });
    await page.goto(home);
    if (viewport === MOBILE) {
      await page.getByRole("button", { name: t._("common.openMenu") }).click();
      expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
    }
    const { menus, footer } = await menuAndFooterLinks(page);
    await close();
    const sitemap = (await sitemapPaths()).filter((path) => (locale === "ar") === path.startsWith("/ar"));
    expect(menus.length).toBeGreaterThan(30);
    expect(footer.length).toBeGreaterThan(10);
    expect(sitemap.length).toBeGreaterThan(30);
    const linked = new Set([...menus, ...footer, ...sitemap]);
    for (const path of ["/shop", "/my-account"]) expect(linked.has(localizedPath(path, locale)), path).toBe(false);

    const sayComingSoon: string[] = [];
    for (const path of linked) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      if (COMING_SOON.test(await response.text())) sayComingSoon.push(path);
    }
    expect(sayComingSoon).toEqual([]);
  });

  it("lists the reviews and gallery pages in no menu, footer or sitemap while their folders are empty", async () => {
    const { page, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(home);
    const { menus, footer } = await menuAndFooterLinks(page);
    await close();
    const sitemap = await sitemapPaths();
    for (const [path, folder] of COLLECTIONS) {
      const listed = !isEmptyFolder(folder);
      const localized = localizedPath(path, locale);
      expect(menus.includes(localized), `${path} in the menus`).toBe(listed);
      if (!listed) expect(footer, `${path} in the footer`).not.toContain(localized);
      expect(sitemap.includes(localized), `${path} in the sitemap`).toBe(listed);
    }
  });

  describe.each([
    ["phone", MOBILE],
    ["desktop", DESKTOP],
  ])("the pages of sections not open yet (%s)", (_name, viewport) => {
    it("/shop explains how to buy: the packages, the configurator and a quote; noindex, out of the sitemap", async () => {
      const { page, errors, close } = await openPage(browser, { viewport });
      const path = localizedPath("/shop", locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(1);
      expect(await page.content()).not.toMatch(COMING_SOON);
      const main = page.getByRole("main");
      const links = await hrefs(page, "main a");
      for (const target of ["/packages", "/#configurator", "/contact/get-quote"])
        expect(links, target).toContain(localizedPath(target, locale));
      expect(await main.getByRole("link", { name: { en: "See the packages", ar: "تصفّح الباقات" }[locale] }).isVisible()).toBe(true);
      expect(await sitemapPaths()).not.toContain(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await close();
    });

    it("/my-account points customers to support: phone, WhatsApp, email and the contact page; noindex, out of the sitemap", async () => {
      const { page, errors, close } = await openPage(browser, { viewport });
      const path = localizedPath("/my-account", locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(1);
      expect(await page.content()).not.toMatch(COMING_SOON);
      const links = await hrefs(page, "main a");
      expect(links.some((href) => /^tel:\+?\d{6,}$/.test(href ?? ""))).toBe(true);
      expect(links.some((href) => /^https:\/\/wa\.me\/\d{6,}\?text=./.test(href ?? ""))).toBe(true);
      expect(links.some((href) => /^mailto:[^@\s]+@[^@\s]+$/.test(href ?? ""))).toBe(true);
      expect(links).toContain(localizedPath("/contact/contact-us", locale));
      expect(await sitemapPaths()).not.toContain(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await close();
    });
  });
});
