import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breadcrumbTrail } from "~/content/breadcrumbs";
import { pages } from "~/content/pages";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

// Every route of the registry at both widths: status, heading, breadcrumb, no console error, no serious axe violation.
describe.each([
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
] as const)("every page at %s width", (_name, viewport) => {
  it.each(pages.map((page) => [page.path, page] as const))("%s", async (path, page) => {
    const tracked = await openPage(browser, { viewport });
    try {
      const response = await tracked.page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect.poll(() => tracked.page.locator("h1").count()).toBe(1);
      if (path !== "/") {
        expect((await tracked.page.locator("h1").innerText()).trim()).toBe(page.title);
        const trail = tracked.page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
        expect(await trail.allInnerTexts()).toEqual(breadcrumbTrail(path).map((crumb) => crumb.label));
        if (page.comingSoon) expect(await tracked.page.getByText(page.comingSoon).count()).toBe(1);
      }
      await expectNoSeriousA11yViolations(tracked.page);
      expect(tracked.errors).toEqual([]);
    } finally {
      await tracked.close();
    }
  });
});
