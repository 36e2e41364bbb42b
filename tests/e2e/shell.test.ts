import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

describe("not-found page", () => {
  it("answers 404 with the spec's texts, a link home, and logs the path", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto("/no/such-page");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).count()).toBe(1);
    expect(await page.getByText("404", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("main").getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    await expect.poll(() => errors.some((e) => e.includes("/no/such-page"))).toBe(true);
    await close();
  });

  it.each([
    ["phone", MOBILE],
    ["desktop", DESKTOP],
  ])("offers popular services, contact and WhatsApp (%s), axe clean", async (_name, viewport) => {
    const { page, close } = await openPage(browser, { viewport });
    await page.goto("/no/such-page");
    const popular = page.getByRole("navigation", { name: "Popular services" });
    expect(await popular.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/services/smart-surveillance",
      "/services/access-control",
      "/services/intruder-alarms",
      "/services/video-intercom",
    ]);
    const main = page.getByRole("main");
    // Its phone icon dials (decision 148).
    expect(await main.getByRole("link", { name: "Call us" }).getAttribute("href")).toBe("tel:+966110000000");
    expect(await main.getByRole("link", { name: "Message us on WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=\S+$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await close();
  });
});

describe("error fallback", () => {
  it("shows 'Unexpected Application Error!' with status 500 and no stack trace", async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto("/__test/render-error");
    expect(response?.status()).toBe(500);
    expect(await page.getByRole("heading", { name: "Unexpected Application Error!" }).count()).toBe(1);
    const html = await page.content();
    expect(html).not.toContain("Intentional render error");
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    await close();
  });
});

describe("navigation bar", () => {
  it("becomes more opaque once scrolled past 50 px", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/about/company");
    const header = page.locator("header").first();
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    const before = await background();
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(100);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.mouse.wheel(0, 200);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await expect.poll(background).not.toBe(before);
    // Computed colours come as rgba(r, g, b, a) or oklab(l a b / alpha).
    const alpha = (color: string) => Number(/(?:,|\/)\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);
    expect(alpha(await background())).toBeGreaterThan(alpha(before));
    await close();
  });

  it("logo links home; Home and Case Studies are highlighted when current", async () => {
    const { page, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto("/case-studies");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    expect(
      await page
        .locator("header")
        .getByRole("link", { name: /home page$/ })
        .first()
        .getAttribute("href"),
    ).toBe("/");
    expect(await nav.getByRole("link", { name: "Case Studies" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    await page.goto("/");
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    await close();
  });

  it("opens the desktop dropdowns by keyboard only; Escape closes and returns focus", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const services = nav.getByRole("button", { name: "Services" });
    // Tab from the top of the page until the Services button has focus.
    for (let i = 0; i < 12 && !(await services.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    expect(await services.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await services.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${(await services.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`);
    expect(await panel.getByRole("link").count()).toBe(12);
    // Grouped under labels, cameras first.
    expect(await panel.getByRole("list").evaluateAll((lists) => lists.map((list) => list.getAttribute("aria-labelledby")))).toHaveLength(3);
    expect(await panel.getByRole("list", { name: "Surveillance and alarms" }).getByRole("link").count()).toBe(4);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Smart Surveillance");
    await page.keyboard.press("Escape");
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    expect(await panel.isVisible()).toBe(false);
    expect(await services.evaluate((el) => el === document.activeElement)).toBe(true);
    // Space opens it again; choosing a link by keyboard navigates.
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/services/smart-surveillance");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Smart Surveillance System");
    const industries = nav.getByRole("button", { name: "Industries" });
    await industries.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => industries.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByRole("link", { name: "Hospital & Healthcare" }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the Get Quote button on large screens only", async () => {
    for (const [viewport, visible] of [
      [DESKTOP, true],
      [MOBILE, false],
    ] as const) {
      const { page, close } = await openPage(browser, { viewport });
      await page.goto("/about");
      expect(await page.locator("header").getByRole("link", { name: "Get Quote" }).isVisible()).toBe(visible);
      await close();
    }
  });
});

describe("mobile side sheet", () => {
  it("opens as 'Navigation Menu', keeps focus inside, closes on Escape and on a link choice", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const sheet = page.getByRole("dialog", { name: "Navigation Menu" });
    expect(await sheet.isVisible()).toBe(true);
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const groups = await sheet.locator("summary").allInnerTexts();
    expect(groups).toEqual(["About", "Services", "Industries", "Contact", "Resources"]);
    const topLinks = await sheet.locator(":scope nav > ul > li > a").allInnerTexts();
    expect(topLinks).toEqual(["Home", "Case Studies", "Blog"]);
    await page.keyboard.press("Escape");
    expect(await sheet.isVisible()).toBe(false);

    await open.click();
    await sheet.getByText("Services", { exact: true }).click();
    const servicesList = sheet.locator("details").nth(1).locator(":scope > div");
    expect(await servicesList.getByRole("list", { name: "Access and entry" }).getByRole("link").count()).toBe(4);
    expect(await servicesList.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
    expect(await servicesList.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await sheet.getByRole("link", { name: "Video Intercom" }).click();
    await page.waitForURL("**/services/video-intercom");
    expect(await sheet.isVisible()).toBe(false);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Video Intercom");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("loading screen", () => {
  it("shows while a navigation is slow to bring the next page, and is gone when the visitor comes back", async () => {
    const { page, close } = await openPage(browser);
    // Chromium lets no test script into a page it is leaving: the page itself records the screen appearing.
    await page.addInitScript(() =>
      new MutationObserver(() => {
        const screen = document.querySelector<HTMLElement>("[data-loading-screen]");
        if (screen && !screen.hidden) sessionStorage.setItem("loading-screen", screen.innerText || screen.textContent || "");
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["hidden"] }),
    );
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const loading = page.getByRole("status").filter({ hasText: "Securing your digital experience..." });
    expect(await loading.isVisible()).toBe(false);
    // A slow mobile network: the next page takes 1.5 s to arrive.
    await page.route("**/contact/get-quote", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator("header").getByRole("link", { name: "Get Quote" }).click();
    await page.waitForURL("**/contact/get-quote");
    const shown = await page.evaluate(() => sessionStorage.getItem("loading-screen"));
    expect(shown).toContain("Loading");
    expect(shown).toContain("Securing your digital experience...");
    // It fades in only after a delay, so a quick navigation never flashes it.
    expect(await page.locator("[data-loading-screen]").evaluate((el) => getComputedStyle(el).animationDelay)).toBe("0.4s");
    expect(await loading.isVisible()).toBe(false);
    // Back to the home page (from the back/forward cache or not): no loading screen left over.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await loading.isVisible()).toBe(false);
    await close();
  });
});

describe("custom cursor", () => {
  it("follows a fine pointer and enlarges over links; the system cursor stays", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/about");
    const cursor = page.getByTestId("custom-cursor");
    // Keep moving until the page has hydrated and the cursor follows.
    await expect
      .poll(async () => {
        await page.mouse.move(600 + Math.random() * 10, 600);
        return cursor.isVisible();
      })
      .toBe(true);
    expect(await cursor.getAttribute("data-enlarged")).toBe("false");
    await page.getByRole("link", { name: "Get Free Quote" }).hover();
    await expect.poll(() => cursor.getAttribute("data-enlarged")).toBe("true");
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe("none");
    await close();
  });

  it("stays off under prefers-reduced-motion", async () => {
    const { page, close } = await openPage(browser, { reducedMotion: "reduce" });
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await page.mouse.move(600, 600);
    await page.mouse.move(610, 620);
    expect(await page.getByTestId("custom-cursor").isVisible()).toBe(false);
    await close();
  });
});
