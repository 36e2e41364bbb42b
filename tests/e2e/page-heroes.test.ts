import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutLeadership as aboutLeadershipBoth } from "~/content/about";
import { breadcrumbTrail } from "~/content/breadcrumbs";
import { industryRecords } from "~/content/industries";
import { pageRecord } from "~/content/page-texts";
import { serviceRecords } from "~/content/services";
import { DESKTOP, launchBrowser, MOBILE, openPage } from "./support/browser";

const aboutLeadership = aboutLeadershipBoth.en;

// Issue 15 "Design and trust": service, industry and leadership pages open with one dark split hero that holds the
// breadcrumb trail, the page's only h1, its opening text, buttons and picture (decision 092); legal and coming-soon
// pages keep the title banner with the breadcrumb trail under it.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const accessControl = serviceRecords.en.find((service) => service.slug === "access-control")!;
const hospital = industryRecords.en.find((industry) => industry.slug === "hospital")!;

/** Each hero page with what its hero must hold beside the title: the opening line, buttons, and the picture or figures. */
const heroPages = [
  {
    path: "/services/access-control",
    headline: accessControl.overview.heading,
    buttons: [accessControl.cta.quote, accessControl.cta.contact],
    media: "img" as const,
  },
  {
    path: "/industries/hospital",
    headline: hospital.hero.headline,
    buttons: [hospital.hero.primaryCta, hospital.hero.secondaryCta],
    media: "img" as const,
  },
  { path: "/about/leadership", headline: aboutLeadership.intro.heading, buttons: [], media: "figures" as const },
];

const NAVY_900 = "rgb(11, 20, 38)";

/** The tag, accessible name and background of main's first block, and whether the breadcrumb trail is inside it. */
const firstBlock = (page: Page) =>
  page.locator("main > :first-child").evaluate((block) => ({
    tag: block.tagName.toLowerCase(),
    labelledBy: block.getAttribute("aria-labelledby"),
    background: getComputedStyle(block).backgroundColor,
    holdsTrail: block.querySelector('nav[aria-label="Breadcrumb"]') !== null,
    holdsTitle: block.querySelector("h1") !== null,
  }));

const breadcrumbListCount = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.filter((script) => JSON.parse(script.textContent!)["@type"] === "BreadcrumbList").length);

/** The page's layout shifts so far (Cumulative Layout Shift without the session windows: an upper bound). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe.each([
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
] as const)("one hero per page at %s width", (_name, viewport) => {
  it.each(heroPages.map((entry) => [entry.path, entry] as const))("%s opens with one dark hero", async (path, expected) => {
    const { page, errors, close } = await openPage(browser, { viewport });
    try {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const title = pageRecord(path, "en").title;

      // One block before the content, a region named by the page's title, with the trail inside it: no banner above it.
      const hero = page.getByRole("main").getByRole("region", { name: title, exact: true });
      expect(await hero.count()).toBe(1);
      const block = await firstBlock(page);
      expect(block).toMatchObject({ tag: "section", holdsTrail: true, holdsTitle: true, background: NAVY_900 });
      expect(await hero.evaluate((element) => element === document.querySelector("main > :first-child"))).toBe(true);

      const trail = hero.getByRole("navigation", { name: "Breadcrumb" });
      expect(await trail.getByRole("listitem").allInnerTexts()).toEqual(breadcrumbTrail(path, "en").map((crumb) => crumb.label));
      expect(await page.getByRole("navigation", { name: "Breadcrumb" }).count()).toBe(1);
      expect(await breadcrumbListCount(page)).toBe(1);

      // The page's only h1 is its title, in the hero; the hero's opening line is text, and no heading repeats the title.
      expect(await page.locator("h1").allInnerTexts()).toEqual([title]);
      expect(await hero.locator("h1").count()).toBe(1);
      expect(await hero.getByText(expected.headline, { exact: true }).evaluate((node) => node.tagName)).toBe("P");
      const headings = await page.locator(":is(h1, h2, h3, h4, h5, h6)").allInnerTexts();
      expect(headings.filter((text) => text.trim() === title)).toHaveLength(1);
      expect(headings).not.toContain(expected.headline);

      // Buttons and the picture (or the page's figures) are in the hero.
      for (const name of expected.buttons) expect(await hero.getByRole("link", { name, exact: true }).count()).toBe(1);
      if (expected.media === "img") expect(await hero.locator("[data-image-slot] [role=img]").count()).toBe(1);
      else expect(await hero.locator("dl > div").count()).toBe(aboutLeadership.stats.length);

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      // axe on the page as loaded: the route tests (tests/e2e/routes/).
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("pages without a picture keep the title banner", () => {
  it.each(["/legal/privacy", "/blog"])("%s: the banner, then the breadcrumb trail under it", async (path) => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto(path);
      const title = pageRecord(path, "en").title;
      const block = await firstBlock(page);
      expect(block).toMatchObject({ tag: "div", labelledBy: null, holdsTrail: false, holdsTitle: true, background: NAVY_900 });
      expect(await page.locator("main > :first-child h1").innerText()).toBe(title);
      expect(await page.locator("main > :first-child + nav").getAttribute("aria-label")).toBe("Breadcrumb");
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.locator("#hero").count()).toBe(0);
      expect(await breadcrumbListCount(page)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
