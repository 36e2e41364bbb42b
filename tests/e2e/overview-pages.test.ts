import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { waitForIsland } from "./home-support";

// Issue 5 'Overview pages': the route table's headings and compositions, built from the home sections.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const servicePaths = [
  "landline-telephone",
  "attendance-management",
  "dashcam-protection",
  "automated-entrance",
  "parking-security",
  "pos-payments",
  "public-address",
  "intruder-alarms",
  "access-control",
  "video-intercom",
  "smart-network",
  "smart-surveillance",
].map((slug) => `/services/${slug}`);

describe("overview pages", () => {
  it("/about: heading 'About' with the about section (mission and vision)", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/about");
    const main = page.getByRole("main");
    expect(await main.locator("h1").allTextContents()).toEqual(["About"]);
    expect(await main.getByRole("heading", { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(["Our Mission", "Our Vision"]));
    expect(await main.getByText("500+", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).toContain("About");
    // A card for each of its four pages, the whole card one link.
    const cards = main.getByRole("navigation", { name: "About us" }).getByRole("link");
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/about/company",
      "/about/leadership",
      "/about/awards",
      "/about/how-it-works",
    ]);
    expect(await cards.first().textContent()).not.toContain("{");
    expect(errors).toEqual([]);
    await close();
  });

  it("/services: heading 'Our Services' with the services section, and links to all twelve service pages", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/services");
    const main = page.getByRole("main");
    expect(await main.locator("h1").allTextContents()).toEqual(["Our Services"]);
    const group = main.getByRole("group", { name: "Choose a service" });
    expect(await group.getByRole("radio").count()).toBe(4);
    expect(await main.getByRole("link", { name: "View All Services" }).count()).toBe(0);
    const directory = main.getByRole("region", { name: "All Services" });
    const hrefs = await directory.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.sort()).toEqual([...servicePaths].sort());
    for (const path of servicePaths) expect((await page.request.get(path)).status(), path).toBe(200);
    // The reused section still selects by mouse.
    await page.waitForLoadState("networkidle");
    await group.getByText("Access Control Systems", { exact: true }).click();
    await expect
      .poll(() => main.getByRole("link", { name: "Learn More about Access Control Systems" }).getAttribute("href"))
      .toBe("/services/access-control");
    expect(errors).toEqual([]);
    await close();
  });

  it("/products: heading 'Security Products' with two product sections", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/products");
    const main = page.getByRole("main");
    expect(await main.locator("h1").allTextContents()).toEqual(["Security Products"]);
    expect(await main.getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(["Surveillance & Access Control", "Smart Building & Networking"]),
    );
    expect(await main.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(8);
    expect(await main.getByRole("link", { name: "Build your system in the configurator" }).getAttribute("href")).toBe("/#configurator");
    expect(errors).toEqual([]);
    await close();
  });

  it("/projects: heading 'Our Projects' with the projects section and the virtual tour", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/projects");
    const main = page.getByRole("main");
    expect(await main.locator("h1").allTextContents()).toEqual(["Our Projects"]);
    expect(await main.getByRole("article").count()).toBe(3);
    const tour = main.getByRole("region", { name: "Explore Our Security Solutions" });
    expect(await tour.getByRole("tab").count()).toBe(4);
    await waitForIsland(page, "tour");
    await tour.getByRole("tab").filter({ hasText: "Smart Office" }).click();
    expect(await tour.getByRole("tab", { selected: true }).textContent()).toContain("Active");
    expect(errors).toEqual([]);
    await close();
  });

  it("/contact: heading 'Contact Us' with the contact form", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/contact");
    const main = page.getByRole("main");
    expect(await main.locator("h1").allTextContents()).toEqual(["Contact Us"]);
    expect(await main.locator('form[method="post"] [name="email"]').getAttribute("type")).toBe("email");
    expect(await main.getByLabel(/I agree to the privacy policy and terms of service/).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("reuse the home page's section components: same markup, no copies", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/");
    const homeCard = await page
      .locator("#about .grid > div")
      .first()
      .evaluate((el) => el.className);
    await page.goto("/about");
    expect(
      await page
        .locator("#about .grid > div")
        .first()
        .evaluate((el) => el.className),
    ).toBe(homeCard);
    await close();
  });

  // Each overview page as loaded at both widths (axe, no sideways scroll, no console error): the route tests (tests/e2e/routes/).
});
