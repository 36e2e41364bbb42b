import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { gotoHome } from "./home-support";

// Issue 4: axe-core on the home page with the chat open, a tour scene selected and the configurator filled.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

async function exercise(page: Page) {
  const configurator = page.getByRole("region", { name: "Security Configurator" });
  await configurator.getByRole("button", { name: "Add one 4K Security Cameras" }).click();
  await configurator.getByRole("group", { name: "Building Type" }).locator("label").filter({ hasText: "Enterprise" }).click();
  await configurator.getByRole("tab", { name: "Access", exact: true }).click();
  await configurator.getByRole("button", { name: "Add one Biometric Readers" }).click();
  await expect.poll(() => configurator.getByTestId("configurator-total").textContent()).toContain("SAR 2,247"); // (899 + 599) x 1.5
  await configurator.getByRole("button", { name: "Get Official Quote" }).click();
  // The quote request that follows, with its errors showing.
  const request = configurator.locator("form", { hasText: "Where should we send your official quote?" });
  await request.getByRole("button", { name: "Send My Quote Request" }).click();
  await expect.poll(() => request.getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");
  await page
    .getByRole("region", { name: "Explore Our Security Solutions" })
    .getByRole("tab")
    .filter({ hasText: "Secure Server Room" })
    .click();
  await page.getByRole("region", { name: "Our Services" }).getByText("Enterprise Solutions", { exact: true }).click();
  await page.getByRole("button", { name: "Open chat with our support assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Support Assistant" });
  await chat.waitFor();
  await chat.getByRole("button", { name: "Product Catalog" }).click();
  await expect.poll(() => chat.locator('[data-type="bot"]').count()).toBe(2);
}

describe("home page accessibility", () => {
  it.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ])("has no serious or critical axe violations on %s, as loaded", async (_name, viewport) => {
    const { page, errors, close } = await openPage(browser, { viewport });
    await gotoHome(page);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ])("has none on %s with the chat open, a tour scene selected and the configurator filled", async (_name, viewport) => {
    const { page, errors, close } = await openPage(browser, { viewport });
    await gotoHome(page);
    await exercise(page);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it("has none with the contact form showing its errors", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const contact = page.getByRole("region", { name: "Contact Us" });
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => contact.getByRole("alert").count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await close();
  });

  // The printable pages as loaded: the route tests (tests/e2e/routes/).

  it("fits the mobile viewport without horizontal scrolling, also with the configurator filled", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    await gotoHome(page, "?building=enterprise&cameras=2&nvr=1&storage=3&cards=10000");
    await expect.poll(() => page.getByTestId("configurator-total").textContent()).toContain("SAR 380,541");
    const overflowing = await page.evaluate((width) => {
      // Content that sticks out of the viewport, unless a scrolling or clipping box (the tab strip, an image) holds it.
      const clipped = (el: Element) => {
        for (let parent = el.parentElement; parent && parent.tagName !== "MAIN"; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== "visible") return true;
        }
        return false;
      };
      const wide = [...document.querySelectorAll("main *")].filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el));
      return wide.map((el) => `${el.tagName}.${el.className}`).slice(0, 5);
    }, MOBILE.width);
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await close();
  });
});
