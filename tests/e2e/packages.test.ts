import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configuratorWording } from "~/content/configurator";
import { packageRecords } from "~/content/packages";
import { warranties } from "~/content/warranties";
import { formatSar } from "~/i18n/format";
import { locales, localizedPath, type Locale } from "~/i18n/locale";
import { baseURL, launchBrowser, openPage } from "./support/browser";
import { messageIn } from "./support/locales";
import { waitForIsland } from "./home-support";

// Issue 25, /packages (decision 144): the packages with their price (VAT included) and the VAT in it, each opening
// the configurator filled with it at the same total, and handing its configuration on to the quote form.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => await browser?.close());

// Worked out by hand from the price table: the villa is 6 x 899 + 1,299 + 2 x 199 = 7,091 at Residential (x1), of
// which VAT (15/115) 925; the school gate 11,436 at Enterprise (x1.5) = 17,154, of which VAT 2,237.
const handPriced = { villa: { total: 7091, vat: 925 }, "school-gate": { total: 17154, vat: 2237 } } as const;

const card = (page: Page, id: string) => page.locator(`[data-package="${id}"]`);
const configurator = (page: Page) => page.locator("section#configurator");
const configuratorTotal = (page: Page) => configurator(page).getByTestId("configurator-total").locator("p").nth(1).textContent();

describe.each(locales)("/packages (%s)", (locale: Locale) => {
  const path = localizedPath("/packages", locale);
  const sar = (amount: number) => formatSar(amount, locale);

  it("lists every package with its price including VAT, the VAT in it, its items, what is included and its warranties", async () => {
    const response = await fetch(new URL(path, baseURL()));
    expect(response.status).toBe(200);
    const { page, errors, close } = await openPage(browser);
    await page.goto(path);
    expect(await page.locator("meta[name=robots]").count()).toBe(0);
    expect(await page.locator("[data-package]").count()).toBe(packageRecords[locale].length);
    for (const [id, price] of Object.entries(handPriced)) {
      expect((await card(page, id).locator("[data-package-total]").innerText()).trim()).toBe(sar(price.total));
      expect(await card(page, id).getByTestId("package-price").innerText()).toContain(
        `${messageIn(locale, "configurator.vatIncluded", { percent: "15%" })}: ${sar(price.vat)}`,
      );
    }
    for (const record of packageRecords[locale]) {
      const text = await card(page, record.id).innerText();
      expect(text).toContain(record.name);
      expect(text).toContain(configuratorWording[locale].inclVat);
      expect(await card(page, record.id).locator("[data-item]").count()).toBe(record.items.length);
      for (const included of record.included) expect(text).toContain(included);
      for (const { warranty } of record.warranties) {
        expect(text).toContain(warranties[locale][warranty]);
        expect(text).toContain(warranties[locale].covers[warranty]);
      }
    }
    // No price without its figure: nothing "from" or "starting at".
    expect(await page.locator("main").innerText()).not.toMatch(locale === "en" ? /\b(from|starting)\b.*SAR/i : /ابتداءً|يبدأ من/);
    expect(errors).toEqual([]);
    await close();
  });

  for (const id of ["villa", "small-office"]) {
    it(`opens the configurator filled with the ${id} package, at the package's price, and hands it on to the quote form`, async () => {
      const record = packageRecords[locale].find((each) => each.id === id)!;
      const { page, errors, close } = await openPage(browser);
      await page.goto(path);
      const price = (await card(page, id).locator("[data-package-total]").innerText()).trim();
      await card(page, id)
        .getByRole("link", { name: messageIn(locale, "packages.configure") })
        .click();
      await page.waitForURL((url) => url.pathname === localizedPath("/", locale) && url.hash === "#configurator");
      await waitForIsland(page, "configurator");
      await expect.poll(() => configuratorTotal(page)).toBe(price);
      expect(await configurator(page).locator(`input[name=building][value=${record.building}]`).isChecked()).toBe(true);
      for (const { item, quantity } of record.items)
        expect(await configurator(page).locator(`input[name="${item}"]:not([type=hidden])`).inputValue()).toBe(String(quantity));

      // Get Official Quote: the configurator's own hand-off, its request form carrying the package's configuration.
      await configurator(page)
        .getByRole("button", { name: messageIn(locale, "configurator.getQuote") })
        .click();
      const request = configurator(page).locator("form", { hasText: messageIn(locale, "configurator.request.title") });
      await request.waitFor();
      const handedOn = Object.fromEntries(
        await request
          .locator("input[type=hidden]")
          .evaluateAll((inputs) =>
            (inputs as HTMLInputElement[]).filter((input) => !input.name.startsWith("_")).map((input) => [input.name, input.value]),
          ),
      );
      expect(handedOn).toMatchObject(Object.fromEntries(record.items.map(({ item, quantity }) => [item, String(quantity)])));
      if (record.building !== "home") expect(handedOn.building).toBe(record.building);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("opens the quote form with a package's configuration and the same estimate", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(path);
    const price = (await card(page, "school-gate").locator("[data-package-total]").innerText()).trim();
    await card(page, "school-gate")
      .getByRole("link", { name: messageIn(locale, "packages.requestQuote") })
      .click();
    await page.waitForURL((url) => url.pathname === localizedPath("/contact/get-quote", locale));
    expect(new URL(page.url()).searchParams.get("building")).toBe("enterprise");
    expect((await page.getByTestId("quote-estimate-total").innerText()).trim()).toBe(price);
    expect(price).toBe(sar(handPriced["school-gate"].total));
    await close();
  });
});
