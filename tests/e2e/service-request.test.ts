import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { readSiteConfig } from "~/config/site-config.server";
import { serviceRequestPage } from "~/content/service-request";
import { phoneHref } from "~/content/site";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { MessageId } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";
import { startCrm, type Crm, type CrmRequest } from "../integration/delivery-support/crm";
import { deliveringServerEnv, webhookSecret } from "../integration/delivery-support/fixtures";
import { startSmtp, type ReceivedMail, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { expectNoSeriousA11yViolations, launchBrowser, MOBILE } from "./support/browser";
import { issuedReference, shownReference } from "./support/leads";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 26, item 10 (docs/decisions/158): a customer's service request at 390 px in both languages, in a real browser
// pressing the buttons, with JavaScript and without. The emergency line is a tel: link in the page all along and in
// the form once "emergency" is chosen; the request reaches the service mailbox (SERVICE_EMAIL, not sales) in the
// local SMTP sink and the CRM on loopback with its priority; the visitor sees the reference and, having given an
// email, gets the acknowledgement in the page's language. Bad input is a 400 with the messages in that language.

const locales: Locale[] = ["en", "ar"];
const SERVICE = "service@k2.example.sa";
const SALES = "sales@k2.example.sa";
const emergencyHref = phoneHref(readSiteConfig("en", parseEnv({})).emergencyPhone);
const message = (locale: Locale, id: MessageId, values?: Record<string, unknown>) => i18nFor(locale)._(id, values);
const path = (locale: Locale) => localizedPath("/contact/service-request", locale);
/** People take more than the forms' 3-second minimum to fill them in. */
const humanPause = (page: Page) => page.waitForTimeout(3_200);

let smtp: SmtpRecorder;
let crm: Crm;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  crm = await startCrm(webhookSecret);
  server = await startServer({
    ...deliveringServerEnv({ smtpUrl: smtp.url, crmUrl: crm.url }),
    SALES_EMAIL: SALES,
    SERVICE_EMAIL: SERVICE,
    LEAD_ACK_EMAIL: "true",
  });
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await crm?.close();
  await smtp?.close();
});

async function open(locale: Locale, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: server.url, viewport: MOBILE, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path(locale));
  expect(response?.status()).toBe(200);
  return { page, errors, close: () => context.close() };
}

async function fillIn(page: Page, locale: Locale, who: string, urgency: "emergency" | "urgent" | "routine") {
  await page.fill("#service-name", who);
  await page.fill("#service-phone", "050 123 4567");
  await page.fill("#service-email", `${who.toLowerCase().replace(/\W+/g, ".")}@example.com`);
  await page.selectOption("#service-system", "access-control");
  await page.fill("#service-site", `Al Olaya branch (${who})`);
  await page.fill("#service-problem", "The main door reader refuses every card since this morning.");
  await page.check(`#service-urgency-${urgency}`);
  await page.check("#service-consent");
  expect(await page.locator("#service-system option:checked").innerText()).toBe(
    serviceRequestPage[locale].systems.find((choice) => choice.value === "access-control")!.label,
  );
}

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not arrive:\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The service mailbox's mail and the CRM's request for a reference, with the visitor's acknowledgement. */
async function delivered(reference: string): Promise<{ service: ReceivedMail; ack: ReceivedMail; webhook: CrmRequest }> {
  const mails = () => smtp.messages.filter((mail) => mail.raw.includes(reference));
  const service = await until(() => mails().find((mail) => mail.to.includes(SERVICE)), `the service mail of ${reference}`);
  const ack = await until(() => mails().find((mail) => !mail.to.includes(SERVICE)), `the acknowledgement of ${reference}`);
  const webhook = await until(
    () => crm.requests.find((request) => (request.json as { lead?: { reference?: string } } | undefined)?.lead?.reference === reference),
    `the CRM request of ${reference}`,
  );
  expect(mails()).toHaveLength(2);
  expect(service.to).toEqual([SERVICE]);
  expect(smtp.messages.some((mail) => mail.to.includes(SALES) && mail.raw.includes(reference))).toBe(false);
  return { service, ack, webhook };
}

describe.each(locales)("/contact/service-request in %s at 390 px", (locale) => {
  it("with JavaScript: the emergency line is there at once, errors beside the fields, an emergency goes to the service mailbox and the CRM as high priority", async () => {
    const { page, errors, close } = await open(locale, true);
    try {
      // The emergency line in the page, before the form: a call away without choosing anything.
      const aside = page.locator("aside").filter({ hasText: serviceRequestPage[locale].emergency.heading });
      expect(await aside.locator("a[href^='tel:']").getAttribute("href")).toBe(emergencyHref);
      expect(await aside.locator("a[href^='tel:']").isVisible()).toBe(true);
      const callout = page.locator("[data-emergency-callout]");
      expect(await callout.isVisible()).toBe(false);

      // Sent empty: every required field says why, in the page's language.
      await page.getByRole("button", { name: message(locale, "forms.service.submit") }).click();
      await expect.poll(() => page.locator("#service-phone").getAttribute("aria-invalid"), { timeout: 20_000 }).toBe("true");
      expect((await page.locator("#service-phone-error").innerText()).trim()).toBe(message(locale, "forms.service.error.phoneRequired"));
      expect((await page.locator("#service-site-error").innerText()).trim()).toBe(message(locale, "forms.service.error.siteRequired"));
      expect((await page.locator("#service-urgency-error").innerText()).trim()).toBe(message(locale, "forms.service.error.urgencyInvalid"));
      // axe runs here, with scripts on (it needs them): the form with its errors, then with "emergency" chosen.
      await expectNoSeriousA11yViolations(page);

      const who = `Customer ${locale.toUpperCase()} JS ${Date.now()}`;
      await fillIn(page, locale, who, "emergency");
      // Choosing "emergency" shows the line to call now, in the form.
      await expect.poll(() => callout.isVisible()).toBe(true);
      expect(await callout.locator("a[href^='tel:']").getAttribute("href")).toBe(emergencyHref);
      expect(await callout.innerText()).toContain(serviceRequestPage[locale].emergency.chosen);
      await expectNoSeriousA11yViolations(page);

      await humanPause(page);
      await page.getByRole("button", { name: message(locale, "forms.service.submit") }).click();
      const reference = await shownReference(page, page, 20_000);
      expect(reference).toMatch(issuedReference("R"));
      expect(await page.getByText(message(locale, "forms.service.confirmation")).isVisible()).toBe(true);
      expect(errors).toEqual([]);

      const { service, ack, webhook } = await delivered(reference);
      expect(service.headers.get("subject")).toBe(`[HIGH PRIORITY] Service request ${reference} from ${who}`);
      expect(service.text).toContain("Priority: high");
      expect(service.text).toContain("Urgency: Emergency (priority: high)");
      expect(service.text).toContain("System: Access control");
      expect(service.text).toContain(`Site: Al Olaya branch (${who})`);
      expect(ack.headers.get("subject")).toBe(message(locale, "mail.acknowledgement.service.subject", { reference }));
      expect(webhook.signatureValid).toBe(true);
      expect(webhook.json).toMatchObject({
        event: "lead.created",
        lead: { reference, kind: "service", priority: "high", language: locale, fields: { name: who, phone: "+966501234567" } },
      });
    } finally {
      await close();
    }
  });

  it("without JavaScript: the emergency call-out by CSS alone, bad input a 400 in the page's language, then a routine visit as low priority", async () => {
    const { page, close } = await open(locale, false);
    try {
      const callout = page.locator("[data-emergency-callout]");
      await page.check("#service-urgency-emergency");
      expect(await callout.isVisible()).toBe(true);
      expect(await callout.locator("a[href^='tel:']").getAttribute("href")).toBe(emergencyHref);
      await page.check("#service-urgency-routine");
      expect(await callout.isVisible()).toBe(false);

      const who = `Customer ${locale.toUpperCase()} NoJS ${Date.now()}`;
      await fillIn(page, locale, who, "routine");
      await page.fill("#service-phone", "12");
      const submit = page.getByRole("button", { name: message(locale, "forms.service.submit") });
      const [refused] = await Promise.all([page.waitForNavigation(), submit.click()]);
      expect(refused?.status()).toBe(400);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect((await page.locator("#service-phone-error").innerText()).trim()).toBe(message(locale, "forms.error.phoneInvalid"));
      expect(await page.getByRole("alert").first().innerText()).toContain(message(locale, "forms.error.fixFields"));
      // Nothing typed is lost.
      expect(await page.inputValue("#service-name")).toBe(who);
      expect(await page.isChecked("#service-urgency-routine")).toBe(true);

      await page.fill("#service-phone", "050 123 4567");
      await page.check("#service-consent");
      await humanPause(page);
      await Promise.all([page.waitForURL(/\/thank-you\/R-/), submit.click()]);
      expect(new URL(page.url()).pathname.startsWith(localizedPath("/thank-you/", locale))).toBe(true);
      const reference = await shownReference(page);
      expect(reference).toMatch(issuedReference("R"));
      expect(await page.getByText(message(locale, "forms.service.confirmation")).isVisible()).toBe(true);

      const { service, webhook } = await delivered(reference);
      expect(service.headers.get("subject")).toBe(`Service request ${reference} from ${who}`);
      expect(service.text).toContain("Priority: low");
      expect(webhook.json).toMatchObject({ lead: { reference, kind: "service", priority: "low", language: locale } });
    } finally {
      await close();
    }
  });
});

it("is linked from the footer and the account page in both languages", async () => {
  for (const locale of locales) {
    for (const from of ["/", "/my-account"]) {
      const html = await (await fetch(new URL(localizedPath(from, locale), server.url))).text();
      expect(html, `${from} in ${locale}`).toContain(`href="${path(locale)}"`);
    }
  }
});
