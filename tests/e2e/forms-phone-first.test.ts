import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { MessageId } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";
import { consentText } from "~/content/consent";
import { defaultSiteConfig } from "~/content/site";
import { startSmtp, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { launchBrowser, MOBILE } from "./support/browser";
import { issuedReference, shownReference } from "./support/leads";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 26, item 5 (docs/decisions/154, 155), at 390 px in both languages, on the quote page and the contact page:
// the phone comes before the email with its +966 hint; the collection notice is one short closed line that opens on a
// tap; the company's call and WhatsApp links sit beside the form (its CR and VAT numbers are placeholders in the
// shipped settings, so none is shown; the configured case: tests/unit/company-contact-facts.test.ts). A request with a
// name, a phone number, a city and the WhatsApp choice, posted without JavaScript, reaches the sales mailbox with the
// city and the preference; with JavaScript, a request with neither phone nor email is refused on the phone field.

const SALES = "sales@k2.example.sa";
const locales: Locale[] = ["en", "ar"];
const forms = [
  { prefix: "quote", path: "/contact/get-quote", letter: "Q" },
  { prefix: "contact", path: "/contact/contact-us", letter: "C" },
] as const;
const message = (locale: Locale, id: MessageId) => i18nFor(locale)._(id);

let smtp: SmtpRecorder;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    FORM_RATE_PER_MINUTE: "10000",
    FORM_RATE_PER_DAY: "10000",
    SMTP_URL: smtp.url,
    SALES_EMAIL: SALES,
    MAIL_FROM: "leads@k2.example.sa",
    DELIVERY_POLL_MS: "100",
  });
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function open(path: string, locale: Locale, javaScriptEnabled: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: MOBILE, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(localizedPath(path, locale));
  return { page, close: () => context.close() };
}

/** The sales mail of a reference, once delivered. */
async function salesMailOf(reference: string) {
  await expect
    .poll(() => smtp.messages.some((mail) => mail.to.includes(SALES) && mail.text.includes(reference)), { timeout: 20_000 })
    .toBe(true);
  return smtp.messages.find((mail) => mail.to.includes(SALES) && mail.text.includes(reference))!;
}

describe.each(locales)("%s at 390 px", (locale) => {
  describe.each(forms)("$path", ({ prefix, path, letter }) => {
    it("puts the phone first with its +966 hint, folds the notice, and shows call and WhatsApp beside the form", async () => {
      const { page, close } = await open(path, locale, true);
      try {
        const form = page.locator("form", { has: page.locator(`#${prefix}-phone`) });
        const names = await form
          .locator("input:not([type=hidden]), select, textarea")
          .evaluateAll((fields) => fields.map((field) => field.getAttribute("name")).filter((name) => name !== "website"));
        expect(names.slice(0, 3)).toEqual(["name", "phone", "email"]);
        expect(names).toContain("city");

        const phone = form.locator(`#${prefix}-phone`);
        expect(await phone.getAttribute("type")).toBe("tel");
        expect(await phone.getAttribute("inputmode")).toBe("tel");
        expect(await phone.getAttribute("autocomplete")).toBe("tel");
        const hint = form.locator(`#${prefix}-phone-hint`);
        expect(await hint.isVisible()).toBe(true);
        expect(await hint.innerText()).toContain("+966 5X XXX XXXX");
        expect((await phone.getAttribute("aria-describedby"))?.split(" ")).toContain(`${prefix}-phone-hint`);
        expect(await form.getByRole("radio", { name: message(locale, "forms.contactPreference.whatsapp") }).count()).toBe(1);

        const notice = form.locator(`#${prefix}-consent-notice`);
        const closedHeight = (await notice.boundingBox())!.height;
        expect(closedHeight).toBeLessThanOrEqual(120);
        const firstItem = notice.getByText(consentText[locale].notice.items[0]!.label);
        expect(await firstItem.isVisible()).toBe(false);
        await notice.locator("summary").click();
        await expect.poll(() => firstItem.isVisible()).toBe(true);
        expect((await notice.boundingBox())!.height).toBeGreaterThan(closedHeight + 100);

        // Call and WhatsApp beside the form: the company facts' aside on the quote page; on the contact page the
        // section's own call and WhatsApp cards stand beside the form, and the aside holds only the registration.
        const facts = path === "/contact/get-quote" ? page.getByTestId("company-contact-facts") : page.locator("#contact ul").first();
        expect(await facts.count()).toBe(1);
        expect(await facts.locator('a[href^="tel:"]').first().getAttribute("href")).toBe("tel:+966110000000");
        expect(await facts.locator('a[href^="https://wa.me/"]').getAttribute("href")).toMatch(/^https:\/\/wa\.me\/966500000000\?text=./);
        // The shipped settings hold the placeholder CR and no VAT number: no registration line.
        expect(await page.getByTestId("company-registration").count()).toBe(0);
        expect(await facts.innerText()).not.toContain(defaultSiteConfig.commercialRegistration);
      } finally {
        await close();
      }
    });

    it("takes name, phone, city and WhatsApp without JavaScript, and sales read the city and the preference", async () => {
      const { page, close } = await open(path, locale, false);
      try {
        const name = `Phone First ${prefix} ${locale}`;
        await page.fill(`#${prefix}-name`, name);
        await page.fill(`#${prefix}-phone`, "055 123 4567");
        await page.fill(`#${prefix}-city`, "Riyadh, Al Malqa");
        await page.getByRole("radio", { name: message(locale, "forms.contactPreference.whatsapp") }).check();
        await page.check(`#${prefix}-consent`);
        await page.waitForTimeout(3_200);
        await page.locator(`form:has(#${prefix}-phone) button[type=submit]`).click();
        const reference = await shownReference(page);
        expect(reference).toMatch(issuedReference(letter));

        const mail = await salesMailOf(reference);
        expect(mail.text).toContain(name);
        expect(mail.text).toContain("+966551234567");
        expect(mail.text).toMatch(/City \/ district:?\s+Riyadh, Al Malqa/);
        expect(mail.text).toMatch(/Reach by:?\s+WhatsApp/);
      } finally {
        await close();
      }
    });
  });

  it("refuses a contact request with neither phone nor email, on the phone field, in the page's language", async () => {
    const { page, close } = await open("/contact/contact-us", locale, true);
    try {
      await page.fill("#contact-name", "No Way To Reach");
      await page.check("#contact-consent");
      await page.waitForTimeout(3_200);
      await page.locator("form:has(#contact-phone) button[type=submit]").click();
      const phone = page.locator("#contact-phone");
      await expect.poll(() => phone.getAttribute("aria-invalid"), { timeout: 20_000 }).toBe("true");
      expect(await page.locator("#contact-phone-error").innerText()).toBe(message(locale, "forms.error.contactRequired"));
      expect(await page.locator("#contact-email").getAttribute("aria-invalid")).toBeNull();
    } finally {
      await close();
    }
  });
});
