import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillIn } from "~/content/in-locale";
import { surveyFormText, surveyPageText, surveySchedule } from "~/content/site-survey";
import type { AppDatabase } from "~/db/db.server";
import { directionOf, localizedPath, locales, type Locale } from "~/i18n/locale";
import { i18nFor } from "~/i18n/messages.server";
import { escapeHtml } from "./support/html";
import { managePath } from "~/site-survey/manage-link.server";
import { surveySlotValues } from "~/site-survey/slot-format";
import { bookableDays, riyadhDay, slotKey } from "~/site-survey/slots";
import { startCrm, type Crm } from "../integration/delivery-support/crm";
import { startSmtp, type ReceivedMail, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { isolatedDatabase } from "../support/databases";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { fetchStamp, postForm, surveyFields, waitPastMinimumFillTime, issuedReference, shownReference } from "./support/leads";
import { consentName, foreignLetters, localesWithAndWithoutJavaScript } from "./support/locales";
import { startServer, type RunningServer } from "../../scripts/support/server";
import { companySettings } from "~/config/site-config.server";

// Booking the free site survey in Chromium, in English and in Arabic, with and without JavaScript, against a server
// of its own with a mail sink and a CRM on loopback: the booking keeps the page's language, the visitor's mail is in
// it and carries a valid invitation at the window's time, the CRM gets the window in ISO 8601 with +03:00, the mail's
// link opens the manage page in that language, cancels once and gives the place back. Windows hold one place here.

const webhookSecret = "survey-webhook-secret-0123456789";
const siteUrl = "https://k2.example.sa";
const now = new Date();
const open = bookableDays(now, surveySchedule);
// A working day made a holiday by the environment, so that it is offered by nothing but this test's bad post.
const holiday = open[3]!;
const days = open.filter((day) => day !== holiday);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The phone the build baked in (content/settings/company.yaml): the confirmation names it for changes. */
const companyPhone = companySettings.en.phone;
const friday = [...Array(10).keys()].map((n) => addDays(riyadhDay(now), n + 1)).find((day) => weekdayOf(day) === 5)!;

let smtp: SmtpRecorder;
let crm: Crm;
let server: RunningServer;
let db: AppDatabase;
let drop: () => Promise<void>;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  crm = await startCrm(webhookSecret);
  const database = await isolatedDatabase("sqlite", path.join(mkdtempSync(path.join(tmpdir(), "survey-e2e-")), "data"));
  drop = database.drop;
  server = await startServer({
    ...database.env,
    SITE_URL: siteUrl,
    SMTP_URL: smtp.url,
    SALES_EMAIL: "sales@k2.example.sa",
    MAIL_FROM: "surveys@k2.example.sa",
    LEADS_WEBHOOK_URL: crm.url,
    LEADS_WEBHOOK_SECRET: webhookSecret,
    DELIVERY_POLL_MS: "50",
    SURVEY_SLOT_CAPACITY: "1",
    SURVEY_HOLIDAYS: holiday,
    FORM_RATE_PER_MINUTE: "100000",
    FORM_RATE_PER_DAY: "100000",
    // Every booking here comes from one address, most by one phone: the limits per visitor have a test of their own.
    SURVEY_RATE_PER_DAY: "100000",
    SURVEY_BOOKINGS_PER_PERSON: "100",
  });
  db = database.open();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await db?.destroy();
  await drop?.();
  await smtp?.close();
  await crm?.close();
});

/** A booking as the survey page's form posts it without JavaScript, at `slot`. */
const bookingFields = (formStamp: string, slot: string) => surveyFields(formStamp, slot, { building: "industrial", area: "Kept Area" });

/** The .ics attachment of a raw mail, decoded, with its folded lines joined again. */
function invitationOf(raw: string): { text: string; lines: Map<string, string> } {
  const part = /Content-Type: text\/calendar[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(raw);
  if (!part) throw new Error("no text/calendar part");
  const headers = raw.slice(0, part.index + part[0].length - part[1]!.length - 3);
  const base64 = /Content-Transfer-Encoding: base64/i.test(headers.slice(headers.lastIndexOf("Content-Type: text/calendar")));
  const text = base64 ? Buffer.from(part[1]!.replace(/\s+/g, ""), "base64").toString("utf8") : part[1]!;
  const lines = new Map(
    text
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as [string, string]),
  );
  return { text, lines };
}

const slotRadio = (page: Page, slot: string) => page.locator(`input[name="slot"][value="${slot}"]`);
const languageNames = { en: "English", ar: "Arabic" } as const;

/** The visitor's mails so far: the booking's, then one per change. */
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

/** The single-use link of a visitor's mail, in the mail's language, as a path on the test server. */
function manageLinkIn(mail: ReceivedMail, locale: Locale): string {
  const link = new URL(new RegExp(`https?://\\S+${localizedPath(managePath, locale)}\\?\\S+`).exec(mail.text)![0]);
  return `${link.pathname}${link.search}`;
}

/** Books `slot` on the survey page in `locale` as a visitor would, and returns the reference shown. */
async function book(page: Page, locale: Locale, slot: string, email: string) {
  const strings = surveyFormText[locale].form;
  await page.goto(localizedPath("/contact/site-survey?building=office&topic=security-assessment", locale));
  const form = page.locator("form", { has: page.getByLabel(strings.name) });
  // The window's day from the strip, then the window.
  await page.locator(`label:has(> input[value="${slot.slice(0, 10)}"])`).click();
  await slotRadio(page, slot).check();
  await form.getByLabel(strings.name).fill("Reem Al-Otaibi");
  await form.getByLabel(strings.phone).fill("+966 55 123 4567");
  await form.getByLabel(strings.email).fill(email);
  await form.getByLabel(strings.area).fill("Al Malqa");
  await form.getByLabel(strings.shortAddress).fill("rrrd 2929");
  await form.getByRole("checkbox", { name: consentName(locale), exact: true }).check();
  expect(await form.getByLabel(strings.building).inputValue()).toBe("office");
  await page.waitForTimeout(3_200);
  await form.getByRole("button", { name: strings.submit }).click();
  return shownReference(page);
}

// Each run books its own window of the first open day (a window holds one place here): 08:00, 10:00, 12:00, 14:00.
describe.each(localesWithAndWithoutJavaScript.map((run, index) => [...run, surveySchedule.slotStarts[index]!] as const))(
  "booking a site survey in %s %s",
  (locale, _label, javaScriptEnabled, start) => {
    it(
      "mails a valid invitation in the page's language, tells the CRM the window, and the mail's link cancels once and frees the place",
      { timeout: 150_000 },
      async () => {
        const slot = slotKey(days[0]!, start);
        const email = `reem-${locale}-${start.slice(0, 2)}@example.sa`;
        const surveyPage = localizedPath("/contact/site-survey", locale);
        const { page, errors, close } = await openPage(browser, { baseURL: server.url, viewport: DESKTOP, javaScriptEnabled });
        try {
          const reference = await book(page, locale, slot, email);
          expect(reference).toMatch(issuedReference("S"));
          // The confirmation is the page record's, in the page's language.
          const confirmation = surveyPageText[locale].confirmation;
          expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(confirmation.title);
          for (const said of [confirmation.message, ...confirmation.next])
            expect(await page.getByText(said, { exact: true }).count()).toBe(1);
          expect(await page.getByTestId("survey-change").innerText()).toBe(fillIn(confirmation.change, { phone: companyPhone }));
          expect(
            await db
              .selectFrom("leads")
              .select(["kind", "language", "source_page"])
              .where("reference", "=", reference)
              .executeTakeFirstOrThrow(),
          ).toEqual({ kind: "survey", language: locale, source_page: surveyPage });

          await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
          const ack = mailsTo(email)[0]!;
          expect(ack.headers.get("subject")).toBe(i18nFor(locale)._("mail.survey.subject", { reference }));
          expect(ack.html).toContain(`<html lang="${locale}" dir="${directionOf(locale)}">`);
          // Every link to the site leads to a page in the mail's language.
          const siteLinks = [...ack.text.matchAll(new RegExp(`${siteUrl}(/\\S*)`, "g"))].map((match) => match[1]!);
          expect(siteLinks.length).toBeGreaterThan(0);
          expect(siteLinks.filter((path) => localizedPath(path, locale) !== path)).toEqual([]);
          // WhatsApp opens with the booking's reference written, in the mail's language.
          const whatsapp = new URL(/https:\/\/wa\.me\/\S+/.exec(ack.text)![0]);
          expect(whatsapp.searchParams.get("text")).toBe(i18nFor(locale)._("mail.survey.whatsappText", { reference }));

          const { text, lines } = invitationOf(ack.raw);
          expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
          expect(lines.get("METHOD")).toBe("PUBLISH");
          expect(lines.get("UID")).toContain(reference);
          const utc = (value: string) => Date.parse(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
          expect(utc(lines.get("DTSTART")!)).toBe(Date.parse(slot));
          expect(utc(lines.get("DTEND")!) - utc(lines.get("DTSTART")!)).toBe(2 * 3_600_000);
          expect(lines.get("DESCRIPTION")).toBe(i18nFor(locale)._("mail.survey.eventDescription", { reference }));

          await expect.poll(() => crm.requests.filter((request) => request.body.includes(reference)).length, { timeout: 15_000 }).toBe(1);
          const created = crm.requests.find((request) => request.body.includes(reference))!.json as {
            event: string;
            lead: { kind: string; language: string; fields: Record<string, string>; survey: { start: string; end: string } };
          };
          expect(created.event).toBe("lead.created");
          expect(created.lead.kind).toBe("survey");
          expect(created.lead.language).toBe(locale);
          expect(created.lead.survey.start).toBe(slot);
          expect(created.lead.survey.start).toMatch(/T\d{2}:00:00\+03:00$/);
          expect(created.lead.fields.slot).toContain(slot);
          expect(created.lead.fields.shortAddress).toBe("RRRD2929");
          // Sales hear in English, with the visitor's language named.
          const sales = smtp.messages.find((mail) => mail.to.includes("sales@k2.example.sa") && mail.text.includes(reference));
          expect(sales?.text).toContain(slot);
          expect(sales?.text).toContain(`Language: ${languageNames[locale]}`);

          // The window's one place is taken: offered no more, and marked full in the page's language.
          await page.goto(surveyPage);
          expect(await slotRadio(page, slot).isDisabled()).toBe(true);
          const taken = await page.locator("label", { has: slotRadio(page, slot) }).innerText();
          expect(taken).toContain(surveyFormText[locale].form.full);
          expect(taken).not.toMatch(foreignLetters[locale]);

          const link = manageLinkIn(ack, locale);
          await page.goto(link);
          expect(await slotRadio(page, slot).count()).toBe(1);
          await page.getByRole("button", { name: surveyPageText[locale].manage.cancel }).click();
          await expect.poll(() => page.getByTestId("manage-message").innerText()).toBe(surveyPageText[locale].manage.cancelled);
          await expect.poll(() => crm.requests.filter((request) => request.body.includes(reference)).length, { timeout: 15_000 }).toBe(2);
          await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
          expect(mailsTo(email)[1]!.headers.get("subject")).toBe(i18nFor(locale)._("mail.survey.cancelledSubject", { reference }));

          // The place is free again: someone else books the same window.
          expect(await book(page, locale, slot, `after-${email}`)).toMatch(issuedReference("S"));

          // Up to here no page had an error; the spent link's page is a 410, which Chromium logs as one.
          expect(errors).toEqual([]);

          // The link is spent: opening it shows so, posting it again changes nothing.
          const again = await page.goto(link);
          expect(again?.status()).toBe(410);
          const repost = await fetch(new URL(link, server.url), {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
            body: new URLSearchParams({ ...Object.fromEntries(new URL(link, server.url).searchParams), intent: "cancel" }).toString(),
          });
          expect(repost.status).toBe(410);
          expect(await repost.text()).toContain(surveyPageText[locale].manage.alreadyCancelled);
        } finally {
          await close();
        }
      },
    );
  },
);

// Name and phone are enough (docs/decisions/153): sales and the CRM get the lead, the visitor no mail, and the
// confirmation says how to move or cancel by phone. Each language books a window of the fourth open day.
describe.each(localesWithAndWithoutJavaScript.slice(1, 3))(
  "booking with a name and a phone only in %s %s",
  (locale, _label, javaScriptEnabled) => {
    it("is booked, tells sales and the CRM, mails the visitor nothing, and the confirmation says to call to change it", async () => {
      const strings = surveyFormText[locale].form;
      const slot = slotKey(days[3]!, locale === "en" ? "10:00" : "14:00");
      const { page, errors, close } = await openPage(browser, { baseURL: server.url, viewport: MOBILE, javaScriptEnabled });
      try {
        await page.goto(localizedPath("/contact/site-survey", locale));
        const form = page.locator("form", { has: page.getByLabel(strings.name) });
        await page.locator(`label:has(> input[value="${days[3]}"])`).click();
        await slotRadio(page, slot).check();
        await form.getByLabel(strings.name).fill("Faisal Al-Dosari");
        await form.getByLabel(strings.phone).fill("0501234567");
        await form.getByRole("checkbox", { name: consentName(locale), exact: true }).check();
        await page.waitForTimeout(3_200);
        await form.getByRole("button", { name: strings.submit }).click();
        const reference = await shownReference(page);
        expect(reference).toMatch(issuedReference("S"));
        const change = page.getByTestId("survey-change");
        expect(await change.innerText()).toBe(fillIn(surveyPageText[locale].confirmation.change, { phone: companyPhone }));
        expect(await change.getByRole("link").getAttribute("href")).toMatch(/^tel:\+?\d+$/);

        const lead = await db.selectFrom("leads").select(["id", "fields"]).where("reference", "=", reference).executeTakeFirstOrThrow();
        expect(JSON.parse(lead.fields)).not.toHaveProperty("email");
        expect(await db.selectFrom("site_surveys").select("slot_start").where("lead_id", "=", lead.id).executeTakeFirst()).toEqual({
          slot_start: slot,
        });
        await expect.poll(() => crm.requests.filter((request) => request.body.includes(reference)).length, { timeout: 15_000 }).toBe(1);
        await expect
          .poll(() => smtp.messages.filter((mail) => mail.text.includes(reference)).map((mail) => mail.to), { timeout: 15_000 })
          .toEqual([["sales@k2.example.sa"]]);
        const sales = smtp.messages.find((mail) => mail.text.includes(reference))!;
        expect(sales.text).toContain("The visitor left no email address: call them.");
        // Every job of the lead is done, and none was the visitor's.
        await expect
          .poll(
            async () =>
              (
                await db
                  .selectFrom("delivery_jobs")
                  .select(["channel", "status"])
                  .where("lead_id", "=", lead.id)
                  .orderBy("channel")
                  .execute()
              ).map((job) => `${job.channel}:${job.status}`),
            { timeout: 15_000 },
          )
          .toEqual(["email:delivered", "webhook:delivered"]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }, 60_000);
  },
);

describe.each(locales)("moving a survey through the manage page in %s", (locale) => {
  it("names the new window in the page's language and mails a new invitation and link", async () => {
    const surveyPage = localizedPath("/contact/site-survey", locale);
    // The third open day: 08:00 to 10:00 in English, 12:00 to 14:00 in Arabic.
    const [from, to] = surveySchedule.slotStarts.slice(locales.indexOf(locale) * 2).map((start) => slotKey(days[2]!, start));
    const email = `mover-${locale}@example.sa`;
    const stamp = await fetchStamp(server.url, surveyPage);
    await waitPastMinimumFillTime();
    const booked = await postForm(server.url, surveyPage, {
      ...bookingFields(stamp, from!),
      email,
      sourcePage: surveyPage,
    });
    expect(booked.reference).toMatch(/^S-/);
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);

    const link = new URL(manageLinkIn(mailsTo(email)[0]!, locale), server.url);
    const moved = await postForm(
      server.url,
      link.pathname,
      { ...Object.fromEntries(link.searchParams), intent: "move", slot: to! },
      {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      },
    );
    expect(moved.status).toBe(200);
    const message = fillIn(surveyPageText[locale].manage.moved, {
      when: i18nFor(locale)._("survey.slot.dayAndWindow", surveySlotValues(to!, surveySchedule, locale)),
    });
    expect(moved.html).toContain(`data-testid="manage-message">${escapeHtml(message)}<`);

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const mail = mailsTo(email)[1]!;
    expect(mail.headers.get("subject")).toBe(i18nFor(locale)._("mail.survey.movedSubject", { reference: booked.reference! }));
    const { lines } = invitationOf(mail.raw);
    expect([lines.get("SEQUENCE"), lines.get("DTSTART")]).toEqual(["1", new Date(to!).toISOString().replace(/[-:]|\.\d{3}/g, "")]);
    expect(manageLinkIn(mail, locale)).toContain("v=1");
    expect(message).not.toMatch(foreignLetters[locale]);

    // The new link refuses a window that is none, with the form's message in the page's language.
    const next = new URL(manageLinkIn(mail, locale), server.url);
    const refused = await postForm(
      server.url,
      next.pathname,
      { ...Object.fromEntries(next.searchParams), intent: "move", slot: "next tuesday" },
      { headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url } },
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(escapeHtml(i18nFor(locale)._("forms.survey.error.slotInvalid")));
  });
});

describe("a window that cannot be booked", () => {
  let stamp: string;
  beforeAll(async () => {
    stamp = await fetchStamp(server.url, "/contact/site-survey");
    await waitPastMinimumFillTime();
  });
  const fields = (slot: string) => bookingFields(stamp, slot);

  it.each([
    ["a Friday", () => slotKey(friday, "10:00"), "Fridays and Saturdays"],
    ["a holiday", () => slotKey(holiday, "10:00"), "public holiday"],
    ["today", () => slotKey(riyadhDay(now), "16:00"), "too soon"],
    ["too far ahead", () => slotKey(addDays(riyadhDay(now), 45), "10:00"), "up to 30 days"],
    ["not a window's start", () => slotKey(days[1]!, "09:00"), "do not offer a window at that time"],
    ["not a time", () => "next tuesday", "choose one of the windows listed"],
  ])("%s is refused with a 400, a message and the values kept", async (_case, slot, message) => {
    const result = await postForm(server.url, "/contact/site-survey", fields(slot()));
    expect(result.status).toBe(400);
    expect(result.html).toContain(message);
    expect(result.html).toContain('value="Kept Name"');
    expect(result.html).toContain('value="Kept Area"');
    expect(result.html).toMatch(/<option value="industrial" selected/);
  });

  it("is refused on the Arabic page in Arabic", async () => {
    const result = await postForm(server.url, "/ar/contact/site-survey", {
      ...fields(slotKey(friday, "10:00")),
      sourcePage: "/ar/contact/site-survey",
    });
    expect(result.status).toBe(400);
    expect(result.html).toContain(i18nFor("ar")._("forms.survey.error.slotWeekend"));
  });

  it("a full window is refused with a 409 and the values kept", async () => {
    const slot = slotKey(days[1]!, "12:00");
    expect((await postForm(server.url, "/contact/site-survey", fields(slot))).status).toBe(200);
    const second = await postForm(server.url, "/contact/site-survey", { ...fields(slot), name: "Second Visitor" });
    expect(second.status).toBe(409);
    expect(second.html).toContain("has just been fully booked");
    expect(second.html).toContain('value="Second Visitor"');
  });

  // Axe needs JavaScript to run; the page has no island, so what it checks is what a visitor without scripts gets.
  it.each([
    ["mobile", "/contact/site-survey", MOBILE],
    ["desktop", "/contact/site-survey", DESKTOP],
    ["mobile", "/contact/site-survey/manage?ref=S-2026-000001&v=0&sig=nope", MOBILE],
  ] as const)(
    "at %s width, %s with its errors has no serious axe violation and no sideways scroll",
    async (_name, path, viewport) => {
      const { page, close } = await openPage(browser, { baseURL: server.url, viewport });
      try {
        await page.goto(path);
        if (path === "/contact/site-survey") {
          await page.getByRole("button", { name: "Book the survey" }).click();
          await page.getByText("Please correct the highlighted fields.").waitFor();
        }
        await expectNoSeriousA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await close();
      }
    },
    150_000,
  );
});
