import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyFormText } from "~/content/site-survey";
import { createDatabase } from "~/db/db.server";
import { launchBrowser, openPage, workerDataDir } from "./support/browser";
import { captureLogs, gotoHome, waitForIsland } from "./home-support";
import { shownReference } from "./support/leads";

// Issue 4 'Security configurator' (SPEC §2, §4, §9).

let browser: Browser;
const db = createDatabase({ dataDir: workerDataDir() });
const findLead = (reference: string) => db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirst();
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

const configurator = (page: Page) => page.getByRole("region", { name: "Security Configurator" });
const total = (page: Page) => configurator(page).getByTestId("configurator-total").locator("p").nth(1).textContent();
const tab = (page: Page, name: string) => configurator(page).getByRole("tab", { name, exact: true });
const plus = (page: Page, item: string) => configurator(page).getByRole("button", { name: `Add one ${item}` });
const minus = (page: Page, item: string) => configurator(page).getByRole("button", { name: `Remove one ${item}` });
const quantity = (page: Page, item: string) => configurator(page).getByRole("spinbutton", { name: `Quantity of ${item}` });
const buildingGroup = (page: Page) => configurator(page).getByRole("group", { name: "Building Type" });
const building = (page: Page, name: string) => buildingGroup(page).getByRole("radio", { name: new RegExp(`^${name}`) });
/** Chooses a building type as a visitor does: by clicking its card. */
const chooseBuilding = (page: Page, name: string) => buildingGroup(page).locator("label").filter({ hasText: name }).click();
const getQuote = (page: Page) => configurator(page).getByRole("button", { name: "Get Official Quote" });

async function add(page: Page, item: string, times: number) {
  for (let i = 0; i < times; i++) await plus(page, item).click();
}

describe("security configurator", () => {
  it("starts on CCTV and Residential with everything at 0: minus and Get Official Quote disabled", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    expect(await configurator(page).getByRole("tab").allTextContents()).toEqual(["CCTV", "Access", "Smart", "Networking"]);
    expect(await tab(page, "CCTV").getAttribute("aria-selected")).toBe("true");
    expect(await building(page, "Residential").isChecked()).toBe(true);
    expect(await total(page)).toBe("SAR 0");
    for (const item of ["4K Security Cameras", "Network Video Recorder", "Storage"]) {
      expect(await quantity(page, item).inputValue()).toBe("0");
      expect(await minus(page, item).isDisabled()).toBe(true);
      expect(await plus(page, item).isEnabled()).toBe(true);
    }
    expect(await getQuote(page).isDisabled()).toBe(true);
    expect(
      await configurator(page)
        .getByText(/complexity factor/)
        .count(),
    ).toBe(0);
    expect(
      await configurator(page)
        .getByRole("listitem")
        .filter({ hasText: /^(Professional installation|1-year installation warranty|24\/7 technical support|System training)$/ })
        .count(),
    ).toBe(4);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows SAR 5,541 for 2 cameras, 1 NVR and 3 TB of storage at Enterprise, with the complexity note", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await add(page, "4K Security Cameras", 2);
    await add(page, "Network Video Recorder", 1);
    await add(page, "Storage", 3);
    await expect.poll(() => total(page)).toBe("SAR 3,694");
    await chooseBuilding(page, "Enterprise");
    await expect.poll(() => total(page)).toBe("SAR 5,541");
    expect(await configurator(page).getByRole("status").first().textContent()).toContain("SAR 5,541");
    expect(
      await configurator(page).getByText("Includes a complexity factor for Enterprise buildings: +50% on the equipment.").count(),
    ).toBe(1);
    // The address bar follows the page once the tap's answer has painted (decision 166).
    await expect.poll(() => page.evaluate(() => location.search)).toBe("?building=enterprise&cameras=2&nvr=1&storage=3");
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps quantities across tabs and totals every category at each building type", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await add(page, "4K Security Cameras", 1); // 899
    await tab(page, "Access").click();
    expect(await configurator(page).getByRole("tabpanel").getByText("Biometric Readers").isVisible()).toBe(true);
    await add(page, "Biometric Readers", 2); // 1198
    await quantity(page, "Access Cards").fill("40"); // 1000, typed
    await tab(page, "Smart").click();
    await add(page, "Smart Sensors", 1); // 149
    await tab(page, "Networking").click();
    await add(page, "WiFi Access Points", 2); // 398
    const subtotal = 899 + 1198 + 1000 + 149 + 398; // 3644
    await expect.poll(() => total(page)).toBe("SAR 3,644");
    await tab(page, "CCTV").click();
    expect(await quantity(page, "4K Security Cameras").inputValue()).toBe("1");
    await tab(page, "Access").click();
    expect(await quantity(page, "Biometric Readers").inputValue()).toBe("2");
    expect(await quantity(page, "Access Cards").inputValue()).toBe("40");
    for (const [name, multiplier] of [
      ["Small Office", 1.2],
      ["Industrial", 1.8],
      ["Residential", 1],
    ] as const) {
      await chooseBuilding(page, name);
      const expected = `SAR ${Math.round(subtotal * multiplier).toLocaleString("en-US")}`;
      await expect.poll(() => total(page)).toBe(expected);
      expect(
        await configurator(page)
          .getByText(/complexity factor/)
          .count(),
      ).toBe(name === "Residential" ? 0 : 1);
    }
    expect(await configurator(page).getByTestId("configurator-total").textContent()).toContain("46 items");
    await close();
  });

  it("moves between tabs with the arrow keys (one tab stop)", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await tab(page, "CCTV").focus();
    await page.keyboard.press("ArrowRight");
    expect(await tab(page, "Access").getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Access");
    await page.keyboard.press("End");
    expect(await tab(page, "Networking").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(await tab(page, "CCTV").getAttribute("aria-selected")).toBe("true");
    expect(await tab(page, "Access").getAttribute("tabindex")).toBe("-1");
    await close();
  });

  it("disables minus again at 0 and ignores quantities that are not whole numbers from 0 to 10,000", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await add(page, "Storage", 1);
    await expect.poll(() => minus(page, "Storage").isEnabled()).toBe(true);
    expect(await getQuote(page).isEnabled()).toBe(true);
    await minus(page, "Storage").click();
    await expect.poll(() => minus(page, "Storage").isDisabled()).toBe(true);
    expect(await getQuote(page).isDisabled()).toBe(true);
    await quantity(page, "Storage").fill("20000");
    await quantity(page, "Storage").blur();
    expect(await quantity(page, "Storage").inputValue()).toBe("0");
    await quantity(page, "Storage").fill("10000");
    await expect.poll(() => plus(page, "Storage").isDisabled()).toBe(true);
    await expect.poll(() => total(page)).toBe("SAR 1,990,000");
    await close();
  });

  it("logs the quote draft, asks only for a name, a way to reach and consent, then stores the quote with the server's total", async () => {
    const { page, errors, close } = await openPage(browser);
    const drafts = captureLogs(page, "Quote draft");
    await gotoHome(page);
    await add(page, "4K Security Cameras", 2);
    await add(page, "Network Video Recorder", 1);
    await add(page, "Storage", 3);
    await chooseBuilding(page, "Enterprise");
    await expect.poll(() => total(page)).toBe("SAR 5,541");
    await getQuote(page).click();
    await expect.poll(() => drafts.length).toBe(1);
    const draft = drafts[0] as { buildingType: string; configuration: Record<string, Record<string, number>>; total: number; date: string };
    expect(draft.buildingType).toBe("Enterprise");
    expect(draft.total).toBe(5541);
    expect(draft.configuration.cctv).toEqual({ cameras: 2, nvr: 1, storage: 3 });
    expect(draft.configuration.access).toEqual({ biometric: 0, controllers: 0, cards: 0 });
    expect(Object.keys(draft.configuration)).toEqual(["cctv", "access", "smart", "networking"]);
    expect(Number.isNaN(Date.parse(draft.date))).toBe(false);

    const request = configurator(page).locator("form", { hasText: "Where should we send your official quote?" });
    await request.getByRole("button", { name: "Send My Quote Request" }).click();
    await expect.poll(() => request.getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");
    expect(await request.getByText("Please give a phone number or an email address").count()).toBe(1);
    await request.getByLabel("Full Name").fill("Configurator Visitor");
    await request.getByLabel("Phone Number").fill("+966 50 765 4321");
    await request.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await page.waitForTimeout(3_200);
    await request.getByRole("button", { name: "Send My Quote Request" }).click();
    const confirmation = configurator(page)
      .getByRole("status")
      .filter({ hasText: "Quote generated! Our team will contact you within 24 hours on working days." });
    await confirmation.waitFor();
    const reference = await shownReference(page, confirmation);
    // The way on to the survey, labelled by the survey form's record, carries the building type.
    const surveyLink = configurator(page).getByRole("link", { name: surveyFormText.en.bookLink });
    expect(await surveyLink.getAttribute("href")).toBe("/contact/site-survey?building=enterprise");
    const lead = await findLead(reference);
    expect(lead?.kind).toBe("quote");
    expect(JSON.parse(lead!.quote!)).toMatchObject({ total: 5541 });
    expect(JSON.parse(lead!.fields)).toMatchObject({ name: "Configurator Visitor", phone: "+966507654321" });
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript, Get Official Quote opens the quote page with the configuration and the server's estimate", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/");
    await quantity(page, "4K Security Cameras").fill("2");
    await quantity(page, "Network Video Recorder").fill("1");
    await quantity(page, "Storage").fill("3");
    await chooseBuilding(page, "Enterprise");
    await getQuote(page).click();
    await page.waitForURL("**/contact/get-quote?**");
    expect(await page.getByTestId("quote-estimate-total").innerText()).toBe("SAR 5,541");
    await close();
  });

  it("keeps the configuration over a reload and in a shared link", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await tab(page, "Smart").click();
    await add(page, "Automation Hub", 2);
    await chooseBuilding(page, "Industrial");
    await expect.poll(() => total(page)).toBe("SAR 1,436"); // 2 x 399 x 1.8 = 1436.4
    // The address bar follows once the tap's answer has painted (decision 166).
    await expect.poll(() => new URL(page.url()).search).toBe("?building=industrial&hub=2");
    await page.reload();
    await waitForIsland(page, "configurator");
    await expect.poll(() => total(page)).toBe("SAR 1,436");
    expect(await building(page, "Industrial").isChecked()).toBe(true);
    await tab(page, "Smart").click();
    expect(await quantity(page, "Automation Hub").inputValue()).toBe("2");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(0);

    const { page: other, errors: otherErrors, close: closeOther } = await openPage(browser);
    await gotoHome(other, "?building=office&cameras=3&cards=abc&wifi=-2");
    await expect.poll(() => total(other)).toBe("SAR 3,236"); // 3 x 899 x 1.2 = 3236.4; bad values ignored
    expect(otherErrors).toEqual([]);
    await closeOther();
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the scroll position while the URL changes", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await plus(page, "4K Security Cameras").scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await add(page, "4K Security Cameras", 3);
    await expect.poll(() => total(page)).toBe("SAR 2,697");
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
    await close();
  });
});
