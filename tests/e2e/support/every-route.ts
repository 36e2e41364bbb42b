import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breadcrumbTrail } from "~/content/breadcrumbs";
import { isEmptyCollectionPage } from "~/content/collection-pages";
import { pageRecords } from "~/content/page-texts";
import { isIndexable } from "~/content/pages";
import { localizedPath, type Locale } from "~/i18n/locale";
import { i18nFor } from "~/i18n/messages.server";
import { FONT_SUBSETS } from "../../../scripts/fonts/font-subsets";
import { charactersFetchingFullFiles } from "../../../scripts/fonts/subset-fonts";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./browser";

/**
 * Every route of the registry in one language at one width: status, heading, breadcrumb, heading order, indexability,
 * fonts, no console error, no serious axe violation, all on one load of the page. This is the one axe pass over every
 * page as loaded; other tests run axe only on states these pages do not show (menus open, forms with errors). One file
 * per language and width (tests/e2e/routes/) so that the four spread over the test workers.
 */
export function checkEveryRoute(locale: Locale, width: "desktop" | "mobile") {
  const viewport = width === "desktop" ? DESKTOP : MOBILE;
  const routes = pageRecords[locale].map((page) => [localizedPath(page.path, locale), page] as const);
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(() => browser?.close());

  describe(`every page in ${locale} at ${width} width`, () => {
    it.each(routes)("%s", async (path, page) => {
      const tracked = await openPage(browser, { viewport });
      try {
        const response = await tracked.page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()).toBeNull();
        await expect.poll(() => tracked.page.locator("h1").count()).toBe(1);
        if (page.path !== "/") {
          expect((await tracked.page.locator("h1").innerText()).trim()).toBe(page.title);
          const trail = tracked.page.getByRole("navigation", { name: i18nFor(locale)._("common.breadcrumb") }).getByRole("listitem");
          expect(await trail.allInnerTexts()).toEqual(breadcrumbTrail(page.path, locale).map((crumb) => crumb.label));
          // Heading order: the h1 (in the banner or the page hero), then h2 sections; a level is never skipped on the way down.
          const levels = await tracked.page
            .locator("main :is(h1, h2, h3, h4)")
            .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
          expect(levels[0]).toBe(1);
          for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
          // The title is one heading: no section under the h1 repeats it (issue 15).
          const headingTexts = await tracked.page.locator("main :is(h1, h2, h3, h4)").allInnerTexts();
          expect(headingTexts.filter((text) => text.trim() === page.title)).toHaveLength(1);
        }
        const noindex = await tracked.page.locator('meta[name="robots"][content*="noindex"]').count();
        expect(noindex).toBe(isIndexable(page) && !isEmptyCollectionPage(page.path) ? 0 : 1);
        // Nothing sideways, in either reading direction.
        expect(await tracked.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        // Decision 041: the page's text is all in its face's core file, and no package font file is fetched.
        const [inter, plexArabic] = FONT_SUBSETS;
        const shown = await tracked.page.evaluate(() => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) => (node.parentElement?.closest("script, style") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
          });
          let text = [...document.querySelectorAll("[placeholder]")].map((field) => field.getAttribute("placeholder")).join("");
          while (walker.nextNode()) text += walker.currentNode.nodeValue;
          return text;
        });
        expect(charactersFetchingFullFiles(shown, locale === "ar" ? plexArabic! : inter!)).toEqual([]);
        await tracked.page.evaluate(() => document.fonts.ready);
        const fontFiles = await tracked.page.evaluate(() =>
          performance.getEntriesByType("resource").flatMap((entry) => (/\.woff2$/.test(entry.name) ? [new URL(entry.name).pathname] : [])),
        );
        expect(fontFiles.filter((file) => !/-core-[\w-]+\.woff2$/.test(file))).toEqual([]);
        expect(fontFiles.length).toBeGreaterThan(0);
        await expectNoSeriousA11yViolations(tracked.page);
        expect(tracked.errors).toEqual([]);
      } finally {
        await tracked.close();
      }
    });
  });
}
