import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { gotoHome } from "./home-support";
import { phoneActions } from "~/content/phone-actions";

// Issue 15 'Phones': the action bar, the menu sheet's foot, WhatsApp from the chat, whole-card contact links, and the
// configurator at 390 px (with the estimate's VAT, from 'Trust').

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const configurator = (page: Page) => page.getByRole("region", { name: "Security Configurator" });
const bar = (page: Page) => page.getByRole("navigation", { name: "Quick contact" });
const whatsappPrefix = "https://wa.me/966500000000?text=";

/** Scrolls the page's first block (the hero or the title banner) out of sight. */
async function scrollPastHero(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.querySelector("main")!.firstElementChild!.getBoundingClientRect().bottom + 200));
}

/** Where the action bar's lower edge is now, in whole pixels (it slides in and out). */
const barBottom = (page: Page) => bar(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

/** The three actions, wherever they are: a tel: link, a WhatsApp link with a text, the quote page; each 44 px or more. */
async function expectThreeActions(list: Locator) {
  const links = list.getByRole("link");
  expect(await links.allInnerTexts()).toEqual(["Call", "WhatsApp", "Get Quote"]);
  expect(await links.nth(0).getAttribute("href")).toBe("tel:+966110000000");
  const whatsapp = (await links.nth(1).getAttribute("href"))!;
  expect(whatsapp.startsWith(whatsappPrefix)).toBe(true);
  expect(new URL(whatsapp).searchParams.get("text")).toMatch(/security system/);
  expect(await links.nth(2).getAttribute("href")).toBe("/contact/get-quote");
  for (let i = 0; i < 3; i++) {
    const { width, height } = await box(links.nth(i));
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  }
}

describe("phones' action bar", () => {
  it("appears once the page scrolls (decision 149), with working call, WhatsApp and quote links; the chat sits above it", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await bar(page).isVisible()).toBe(false);
    await scrollPastHero(page);
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    await expectThreeActions(bar(page));
    // It slides in: it ends resting on the bottom edge of the screen.
    await expect.poll(() => barBottom(page)).toBe(MOBILE.height);
    const barTop = (await box(bar(page))).y;
    // The chat's button moves up out of the bar's way.
    const launcher = page.locator("button[data-chat-launcher]");
    await expect.poll(async () => (await box(launcher)).y + (await box(launcher)).height).toBeLessThanOrEqual(barTop);
    // Back at the very top, where the header's Call and WhatsApp are, the bar leaves again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    await scrollPastHero(page);
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    await bar(page).getByRole("link", { name: "Get Quote" }).tap();
    await page.waitForURL("**/contact/get-quote");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Get Quote");
    expect(errors).toEqual([]);
    await close();
  });

  it("is not on large screens", async () => {
    const { page, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto("/about/company");
    await scrollPastHero(page);
    await page.waitForTimeout(300);
    expect(await bar(page).isVisible()).toBe(false);
    await close();
  });

  it("never covers a focused field: it steps aside while one has focus and comes back after", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto("/contact/contact-us");
    await page.waitForLoadState("networkidle");
    const message = page.getByRole("textbox", { name: "Message" });
    // The field's top edge 30 px above the bottom of the screen: where the bar is.
    await message.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 30)));
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    // The bar slides in: measure it once it rests on the bottom edge of the screen.
    await expect.poll(() => barBottom(page)).toBe(MOBILE.height);
    const barBox = await box(bar(page));
    expect((await box(message)).y).toBeGreaterThan(barBox.y); // covered, before it has focus
    await message.focus();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    // Focus scrolled it into the room above where the bar was, and nothing is drawn over it.
    const field = await box(message);
    expect(field.y).toBeLessThan(barBox.y);
    const topmost = await message.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return document.elementFromPoint(rect.left + 10, Math.min(rect.bottom, window.innerHeight) - 5) === el;
    });
    expect(topmost).toBe(true);
    // The consent box, the last field, too.
    const consent = page.getByRole("checkbox", { name: /I agree to the privacy policy/ });
    await consent.focus();
    expect(await bar(page).isVisible()).toBe(false);
    await consent.blur();
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("hides while the menu sheet is open; the sheet's foot holds the same three actions", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto("/about/company");
    await page.waitForLoadState("networkidle");
    await scrollPastHero(page);
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Navigation Menu" });
    await sheet.waitFor();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    const foot = sheet.getByRole("list", { name: "Quick contact" });
    await expectThreeActions(foot);
    // At the sheet's foot: its last thing, at the bottom of the screen.
    const footBox = await box(foot);
    expect(footBox.y + footBox.height).toBeGreaterThan(MOBILE.height - 40);
    await page.keyboard.press("Escape");
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript is always there on phones, and the page keeps room for it", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE, javaScriptEnabled: false });
    await page.goto("/");
    expect(await bar(page).isVisible()).toBe(true);
    await expectThreeActions(bar(page));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await box(bar(page))).y;
    const footerBottom = await page.locator("footer").evaluate((el) => el.getBoundingClientRect().bottom);
    // Sub-pixel layout (rem heights, a 1 px border) may leave the two a fraction of a pixel apart.
    expect(footerBottom).toBeLessThanOrEqual(barTop + 2);
    await close();
  });
});

describe("chat", () => {
  it("continues on WhatsApp with the visitor's last message, URL-encoded and capped", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await gotoHome(page);
    await page.getByRole("button", { name: "Open chat with our support assistant" }).click();
    const chat = page.getByRole("dialog", { name: "Support Assistant" });
    await chat.waitFor();
    const link = chat.getByRole("list", { name: "Quick questions" }).getByRole("link", { name: "Continue on WhatsApp" });
    expect((await link.getAttribute("href"))!.startsWith(whatsappPrefix)).toBe(true);
    expect(await link.getAttribute("target")).toBe("_blank");
    const input = chat.getByRole("textbox", { name: "Type your message" });
    const question = "Do you install cameras & intercoms in Jeddah? 100% outdoor";
    await input.fill(question);
    await input.press("Enter");
    await expect.poll(() => link.getAttribute("href")).toBe(`${whatsappPrefix}${encodeURIComponent(question)}`);
    await input.fill(`${"a".repeat(600)}`);
    await input.press("Enter");
    await expect.poll(async () => new URL((await link.getAttribute("href"))!).searchParams.get("text")).toBe(`${"a".repeat(499)}…`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("contact cards", () => {
  it("are each one link as a whole, with nothing interactive inside", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto("/contact/contact-us");
    const cards = page.getByRole("main").locator("ul").first().locator(":scope > li");
    expect(await cards.count()).toBe(6);
    const expected: Record<string, string | null> = {
      "Call Us": "tel:+966110000000",
      "Email Us": "mailto:info@example.com",
      WhatsApp: `${whatsappPrefix}${encodeURIComponent(phoneActions.en.whatsappText)}`,
      "Business Hours": null,
      "Visit Us": "/contact/our-location",
      "Emergency Support": "tel:+966500000001",
    };
    for (let i = 0; i < 6; i++) {
      const card = cards.nth(i);
      const title = await card.getByRole("heading").innerText();
      const links = card.locator("a, button, input, select, textarea");
      if (expected[title] === null) {
        expect(await links.count(), title).toBe(0);
        continue;
      }
      expect(await links.count(), title).toBe(1);
      expect(await card.getByRole("link").getAttribute("href"), title).toBe(expected[title]);
      expect(await box(card.getByRole("link")), title).toEqual(await box(card));
    }
    await close();
  });
});

describe("configurator at 390 px", () => {
  const plus = (page: Page, item: string) => configurator(page).getByRole("button", { name: `Add one ${item}` });
  const estimateBar = (page: Page) => configurator(page).getByRole("group", { name: "Your estimate so far" });

  it("has tabs that never clip and building types explained in a disclosure, not as ×1.2", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    await gotoHome(page);
    const tabs = configurator(page).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(["CCTV", "Access", "Smart", "Networking"]);
    const clipped = await tabs.evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth).length);
    expect(clipped).toBe(0);
    const list = configurator(page).getByRole("tablist");
    expect(await list.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    const types = configurator(page).getByRole("group", { name: "Building Type" });
    expect(await types.locator("label").allInnerTexts()).not.toContainEqual(expect.stringMatching(/×/));
    const summary = configurator(page).getByText("How the building type changes the estimate");
    await summary.focus();
    await page.keyboard.press("Enter");
    const details = configurator(page).locator("details");
    expect(await details.getAttribute("open")).toBe("");
    expect(await details.innerText()).toMatch(/Small Office: \+20%[\s\S]*Enterprise: \+50%[\s\S]*Industrial: \+80%/);
    await close();
  });

  it("keeps an estimate bar with the count and total in sight while items are added, and says what VAT it includes", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await gotoHome(page);
    expect(await estimateBar(page).count()).toBe(0);
    await plus(page, "4K Security Cameras").click();
    await expect.poll(() => estimateBar(page).innerText()).toMatch(/^1 item · SAR 899 incl\. VAT/);
    await plus(page, "Network Video Recorder").click();
    await expect.poll(() => estimateBar(page).innerText()).toMatch(/^2 items · SAR 2,198 incl\. VAT/);
    await configurator(page).getByRole("group", { name: "Building Type" }).locator("label").filter({ hasText: "Enterprise" }).click();
    await expect.poll(() => estimateBar(page).innerText()).toMatch(/^2 items · SAR 3,297/);
    // On screen, at the foot, while the items are; the phones' action bar stays away meanwhile.
    await plus(page, "Storage").scrollIntoViewIfNeeded();
    const { y, height } = await box(estimateBar(page));
    expect(y + height).toBeLessThanOrEqual(MOBILE.height);
    expect(y).toBeGreaterThan(MOBILE.height - 120);
    expect(await bar(page).isVisible()).toBe(false);
    // The estimate itself: 3,297 includes 430 of VAT (15/115).
    expect(await configurator(page).getByTestId("configurator-total").innerText()).toContain("Includes VAT (15%): SAR 430");
    await estimateBar(page).getByRole("button", { name: "Get Quote" }).click();
    await configurator(page).getByRole("heading", { name: "Where should we send your official quote?" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("hands the same total and its VAT to the quote page", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto("/contact/get-quote?building=enterprise&cameras=1&nvr=1");
    expect(await page.getByTestId("quote-estimate-total").innerText()).toBe("SAR 3,297");
    expect(await page.getByTestId("quote-estimate-vat").innerText()).toBe("SAR 430");
    await close();
  });
});

describe("accessibility of what changed", () => {
  const viewports = [
    ["mobile", MOBILE],
    ["desktop", DESKTOP],
  ] as const;

  it.each(
    viewports.flatMap(([name, viewport]) =>
      ["/contact/contact-us", "/contact/get-quote?building=office&cameras=2"].map((path) => [path, name, viewport] as const),
    ),
  )(
    "%s has no serious axe violations on %s, scrolled past its hero",
    async (path, _name, viewport) => {
      const { page, errors, close } = await openPage(browser, { viewport });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await scrollPastHero(page);
      if (viewport === MOBILE) await expect.poll(() => bar(page).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await close();
    },
    120_000,
  );

  it.each(viewports)(
    "the home page has none on %s with the configurator's estimate bar and disclosure and the chat open",
    async (_name, viewport) => {
      const { page, errors, close } = await openPage(browser, { viewport });
      await gotoHome(page);
      await configurator(page).getByRole("button", { name: "Add one 4K Security Cameras" }).click();
      await configurator(page).locator("details summary").click();
      await page.getByRole("button", { name: "Open chat with our support assistant" }).click();
      await page.getByRole("dialog", { name: "Support Assistant" }).waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await close();
    },
    120_000,
  );

  it("the open menu sheet has none at 390 px", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto("/about/company");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Navigation Menu" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await close();
  });
});
