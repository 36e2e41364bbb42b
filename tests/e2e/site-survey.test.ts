import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveySchedule } from "~/content/site-survey";
import type { AppDatabase } from "~/db/db.server";
import { bookableDays, riyadhDay, slotKey } from "~/site-survey/slots";
import { startCrm, type Crm } from "../integration/delivery-support/crm";
import { startSmtp, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { isolatedDatabase } from "../support/databases";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { fetchStamp, postForm, waitPastMinimumFillTime } from "./support/leads";
import { startServer, type RunningServer } from "./support/server";

// Booking the free site survey in Chromium, with and without JavaScript, against a server of its own with a mail
// sink and a CRM on loopback: the visitor's mail carries a valid invitation at the window's time, the CRM gets the
// window in ISO 8601 with +03:00, the mail's link cancels once and gives the place back. Windows hold one place here.

const webhookSecret = "survey-webhook-secret-0123456789";
const now = new Date();
const open = bookableDays(now, surveySchedule);
// A working day made a holiday by the environment, so that it is offered by nothing but this test's bad post.
const holiday = open[3]!;
const days = open.filter((day) => day !== holiday);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
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

async function book(page: Page, slot: string, email: string) {
  await page.goto("/contact/site-survey?building=office&topic=security-assessment");
  const form = page.locator("form", { has: page.getByLabel("Full Name") });
  await slotRadio(page, slot).check();
  await form.getByLabel("Full Name").fill("Reem Al-Otaibi");
  await form.getByLabel("Phone or WhatsApp").fill("+966 55 123 4567");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Area of Riyadh, or city").fill("Al Malqa");
  await form.getByLabel("National short address (optional)").fill("rrrd 2929");
  await form.getByRole("checkbox", { name: /privacy policy/ }).check();
  expect(await form.getByLabel("Building Type").inputValue()).toBe("office");
  await page.waitForTimeout(3_200);
  await form.getByRole("button", { name: "Book the survey" }).click();
  const reference = page.getByTestId("lead-reference");
  await reference.waitFor();
  return (await reference.innerText()).trim();
}

describe.each([
  ["with JavaScript", true, "08:00"],
  ["without JavaScript", false, "10:00"],
] as const)("booking a site survey %s", (_label, javaScriptEnabled, start) => {
  it(
    "mails a valid invitation, tells the CRM the window, and the mail's link cancels once and frees the place",
    { timeout: 150_000 },
    async () => {
      const slot = slotKey(days[0]!, start);
      const email = `reem-${start.slice(0, 2)}@example.sa`;
      const { page, close } = await openPage(browser, { baseURL: server.url, viewport: DESKTOP, javaScriptEnabled });
      try {
        const reference = await book(page, slot, email);
        expect(reference).toMatch(/^S-\d{4}-\d{6}$/);

        await expect.poll(() => smtp.messages.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
        const ack = smtp.messages.find((mail) => mail.to.includes(email))!;
        const { text, lines } = invitationOf(ack.raw);
        expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
        expect(lines.get("METHOD")).toBe("PUBLISH");
        expect(lines.get("UID")).toContain(reference);
        const utc = (value: string) => Date.parse(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
        expect(utc(lines.get("DTSTART")!)).toBe(Date.parse(slot));
        expect(utc(lines.get("DTEND")!) - utc(lines.get("DTSTART")!)).toBe(2 * 3_600_000);
        expect(ack.text).toContain("https://wa.me/");

        await expect.poll(() => crm.requests.filter((request) => request.body.includes(reference)).length, { timeout: 15_000 }).toBe(1);
        const created = crm.requests.find((request) => request.body.includes(reference))!.json as {
          event: string;
          lead: { kind: string; fields: Record<string, string>; survey: { start: string; end: string } };
        };
        expect(created.event).toBe("lead.created");
        expect(created.lead.kind).toBe("survey");
        expect(created.lead.survey.start).toBe(slot);
        expect(created.lead.survey.start).toMatch(/T\d{2}:00:00\+03:00$/);
        expect(created.lead.fields.slot).toContain(slot);
        expect(created.lead.fields.shortAddress).toBe("RRRD2929");
        expect(smtp.messages.some((mail) => mail.to.includes("sales@k2.example.sa") && mail.text.includes(slot))).toBe(true);

        // The window's one place is taken: offered no more.
        await page.goto("/contact/site-survey");
        expect(await slotRadio(page, slot).isDisabled()).toBe(true);

        const link = new URL(/https?:\/\/\S+\/contact\/site-survey\/manage\?\S+/.exec(ack.text)![0]);
        await page.goto(`${link.pathname}${link.search}`);
        expect(await slotRadio(page, slot).count()).toBe(1);
        await page.getByRole("button", { name: "Cancel the survey" }).click();
        await expect.poll(() => page.getByTestId("manage-message").innerText()).toContain("is cancelled");
        await expect.poll(() => crm.requests.filter((request) => request.body.includes(reference)).length, { timeout: 15_000 }).toBe(2);

        await page.goto("/contact/site-survey");
        expect(await slotRadio(page, slot).isDisabled()).toBe(false);

        // The link is spent: opening it shows so, posting it again changes nothing.
        const again = await page.goto(`${link.pathname}${link.search}`);
        expect(again?.status()).toBe(410);
        const repost = await fetch(new URL(link.pathname, server.url), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
          body: new URLSearchParams({ ...Object.fromEntries(link.searchParams), intent: "cancel" }).toString(),
        });
        expect(repost.status).toBe(410);
        expect(await repost.text()).toContain("already");
      } finally {
        await close();
      }
    },
  );
});

describe("a window that cannot be booked", () => {
  let stamp: string;
  beforeAll(async () => {
    stamp = await fetchStamp(server.url, "/contact/site-survey");
    await waitPastMinimumFillTime();
  });
  const fields = (slot: string) => ({
    slot,
    name: "Kept Name",
    phone: "0551234567",
    email: "kept@example.sa",
    building: "industrial",
    area: "Kept Area",
    shortAddress: "",
    topic: "",
    consent: "on",
    website: "",
    sourcePage: "/contact/site-survey",
    formStamp: stamp,
  });

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
