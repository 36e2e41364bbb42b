import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRecords } from "~/content/page-texts";
import { phoneActions } from "~/content/phone-actions";
import { localizedPath, locales } from "~/i18n/locale";
import { launchBrowser, MOBILE, openPage } from "./support/browser";
import { foreignLetters, messageIn } from "./support/locales";

// Issue 26 items 1 and 8 (the shell's part), decisions 148 and 149: on a phone a person is one tap away on the first
// screen of every page; a phone icon dials and WhatsApp opens with a message in the page's language; no label is
// clipped or broken over more than two lines; the 404 and the location map read right in Arabic.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const TEL = "tel:+966110000000";
const WHATSAPP = /^https:\/\/wa\.me\/\d+\?text=.+/;

/** A sample of the templates: home, a service, an industry, a form page, a rendered-per-request page, the map, a 404. */
const firstScreenPaths = [
  "/",
  "/services/smart-surveillance",
  "/industries/warehouse",
  "/contact/get-quote",
  "/contact/site-survey",
  "/contact/our-location",
  "/no-such-page",
];

/** Checks every link and button matched: its text inside its box, not clipped, on at most two lines. Returns the faults. */
function labelFaults(controls: Locator) {
  return controls.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      // Not shown (a closed part, the skip link's 1 px until focused) or no text (an icon with a name).
      if (box.width <= 1 || !element.textContent?.trim()) return [];
      const name = element.textContent.trim();
      const faults: string[] = [];
      if (element.scrollWidth > element.clientWidth + 1) faults.push(`${name}: clipped (${element.scrollWidth} > ${element.clientWidth})`);
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        // Not text a visitor sees: a name's visually hidden part (1 px, clipped), whose text runs past it.
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(node.parentElement!).lineHeight);
        const lines = Math.round(text.height / lineHeight);
        if (lines > 2) faults.push(`${name}: ${lines} lines`);
        if (text.left < box.left - 1 || text.right > box.right + 1 || text.top < box.top - 1 || text.bottom > box.bottom + 1)
          faults.push(`${name}: text outside its button`);
      }
      return faults;
    }),
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

const header = (page: Page) => page.locator("header[data-site-header]");

describe.each(locales)("phones (390 px) in %s", (locale) => {
  const texts = phoneActions[locale];
  const path = (to: string) => localizedPath(to, locale);

  it.each(firstScreenPaths)("%s: Call and WhatsApp in the header, named, 44 px or more, on the first screen", async (to) => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true });
    await page.goto(path(to));
    const call = header(page).getByRole("link", { name: texts.callName, exact: true });
    const whatsapp = header(page).getByRole("link", { name: texts.whatsappName, exact: true });
    expect(await call.getAttribute("href")).toBe(TEL);
    const whatsappHref = (await whatsapp.getAttribute("href"))!;
    expect(whatsappHref).toMatch(WHATSAPP);
    expect(new URL(whatsappHref).searchParams.get("text")).toBe(texts.whatsappText);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const link of [call, whatsapp, header(page).getByRole("button", { name: messageIn(locale, "common.openMenu") })]) {
      expect(await link.isVisible()).toBe(true);
      const { x, y, width, height } = await box(link);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(MOBILE.width);
      expect(y + height).toBeLessThanOrEqual(MOBILE.height);
    }
    // Nothing in the header runs past the screen's edge (the logo and the language switch included).
    expect(await header(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await labelFaults(header(page).locator("a, button"))).toEqual([]);
    // The 404 answers 404 and logs the path it was asked for (SPEC §8): the two expected console errors.
    expect(errors.filter((error) => !/404|non-existent route/.test(error))).toEqual([]);
    await close();
  });

  it("the action bar shows from the first scroll and leaves again at the very top", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true });
    await page.goto(path("/"));
    await page.waitForLoadState("networkidle");
    const bar = page.getByRole("navigation", { name: texts.label });
    expect(await bar.isVisible()).toBe(false);
    await page.mouse.wheel(0, 40);
    await expect.poll(() => bar.isVisible()).toBe(true);
    // Still over the hero: the bar no longer waits for it to scroll away.
    const hero = await box(page.locator("main > :first-child"));
    expect(hero.y + hero.height).toBeGreaterThan(0);
    expect(await bar.getByRole("link", { name: texts.call }).getAttribute("href")).toBe(TEL);
    await expect.poll(async () => labelFaults(bar.getByRole("link"))).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.isVisible()).toBe(false);
    await close();
  });

  it.each(["/", "/services/smart-surveillance", "/industries/home-surveillance"])(
    "%s: no label clipped or over two lines in the hero",
    async (to) => {
      const { page, close } = await openPage(browser, { viewport: MOBILE });
      await page.goto(path(to));
      const buttons = page.locator("main > :first-child").locator("a.btn-primary, a.btn-secondary");
      expect(await buttons.count()).toBe(2);
      expect(await labelFaults(buttons)).toEqual([]);
      await close();
    },
  );

  it("no label clipped or over two lines: the closing banner and the menu sheet", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true });
    await page.goto(path("/about/company"));
    await page.waitForLoadState("networkidle");
    const banner = page.locator("section[aria-labelledby='closing-cta-title']");
    expect(await banner.getByRole("link").count()).toBe(2);
    expect(await labelFaults(banner.getByRole("link"))).toEqual([]);
    expect(await banner.getByRole("link", { name: messageIn(locale, "common.closingCta.secondary") }).getAttribute("href")).toBe(TEL);
    await header(page)
      .getByRole("button", { name: messageIn(locale, "common.openMenu") })
      .tap();
    const sheet = page.locator("dialog[data-mobile-menu]");
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const actions = sheet.getByRole("list", { name: texts.label }).getByRole("link");
    expect(await actions.count()).toBe(3);
    expect(await labelFaults(actions)).toEqual([]);
    expect(await labelFaults(sheet.locator("a, button, summary"))).toEqual([]);
    await close();
  });

  it("the 404 page's title and heading are in the page's language, and its call button dials", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    const response = await page.goto(path("/anything-missing"));
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe(messageIn(locale, "common.notFound.title"));
    expect(await page.locator("h1").innerText()).toBe(messageIn(locale, "common.notFound.title"));
    expect(await page.title()).not.toMatch(foreignLetters[locale]);
    expect(
      await page
        .locator("main")
        .getByRole("link", { name: messageIn(locale, "common.notFound.contactLink") })
        .getAttribute("href"),
    ).toBe(TEL);
    await close();
  });

  it("the location map's road names lie inside the map", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    await page.goto(path("/contact/our-location"));
    const map = page.locator("main svg[role='img']:has([data-road-labels])");
    await map.scrollIntoViewIfNeeded();
    const frame = await box(map);
    const labels = map.locator("[data-road-labels] text");
    expect(await labels.count()).toBe(4);
    for (const label of await labels.all()) {
      const { x, y, width, height } = await box(label);
      expect({
        label: await label.textContent(),
        inside: x >= frame.x && y >= frame.y && x + width <= frame.x + frame.width && y + height <= frame.y + frame.height,
      }).toEqual({
        label: await label.textContent(),
        inside: true,
      });
    }
    await close();
  });
});

describe.each(locales)("every page in %s: a phone icon dials, WhatsApp opens with a message in the page's language", (locale) => {
  const paths = [...pageRecords[locale].map((page) => localizedPath(page.path, locale)), localizedPath("/anything-missing", locale)];

  it.each(paths)("%s", async (path) => {
    // The links as served: islands render the same links on the server.
    const { page, close } = await openPage(browser, { viewport: MOBILE, javaScriptEnabled: false });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const links = await page.locator("a").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        text: (anchor.getAttribute("aria-label") ?? anchor.textContent ?? "").trim(),
        href: anchor.getAttribute("href") ?? "",
        phoneIcon: anchor.querySelector("svg.lucide-phone, svg.lucide-phone-call") !== null,
        whatsappIcon: anchor.querySelector("svg.lucide-message-circle") !== null,
      })),
    );
    const phones = links.filter((link) => link.phoneIcon);
    expect(phones.filter((link) => !link.href.startsWith("tel:")).map(({ text, href }) => `${text} -> ${href}`)).toEqual([]);
    const whatsapps = links.filter((link) => link.whatsappIcon || /wa\.me|whatsapp\.com/.test(link.href));
    // The header's and the action bar's at least, on every page.
    expect(whatsapps.length).toBeGreaterThanOrEqual(2);
    const faults = whatsapps.flatMap(({ text, href }) => {
      if (!WHATSAPP.test(href)) return [`${text} -> ${href}`];
      const message = new URL(href).searchParams.get("text") ?? "";
      return foreignLetters[locale].test(message) || (locale === "ar" && !foreignLetters.en.test(message)) ? [`${text}: "${message}"`] : [];
    });
    expect(faults).toEqual([]);
    await close();
  });
});
