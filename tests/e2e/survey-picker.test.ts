import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyFormText, surveySchedule } from "~/content/site-survey";
import type { AppDatabase } from "~/db/db.server";
import { localizedPath, locales } from "~/i18n/locale";
import { formatSurveyDay, formatSurveyMonth } from "~/site-survey/slot-format";
import { bookableDays, slotKey } from "~/site-survey/slots";
import { isolatedDatabase } from "../support/databases";
import { DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { fetchStamp, postForm, surveyFields, waitPastMinimumFillTime, issuedReference } from "./support/leads";
import { startServer, type RunningServer } from "../../scripts/support/server";

// The survey page's calendar (docs/decisions/109): with JavaScript, once the form's island is live, a month grid of
// days whose windows show one day at a time; without it, the plain list of windows. Either way the form posts
// `slot=<start>+03:00`. Windows hold one place here, so one booked in advance shows as full.

const now = new Date();
const open = bookableDays(now, surveySchedule);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const friday = [...Array(7).keys()].map((n) => addDays(open[0]!, n + 1)).find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5)!;
const fullSlot = slotKey(open[1]!, "12:00");

// The calendar's name and the full windows' mark as each language's page says them (the form's record).
const languages = locales.map((locale, index) => ({
  language: locale === "ar" ? "Arabic" : "English",
  locale,
  prefix: localizedPath("/", locale).replace(/\/$/, ""),
  calendar: surveyFormText[locale].form.calendarLabel,
  full: surveyFormText[locale].form.full,
  // Each language books its own window of the second day.
  start: surveySchedule.slotStarts[3 + index]!,
}));

let server: RunningServer;
let db: AppDatabase;
let drop: () => Promise<void>;
let browser: Browser;

beforeAll(async () => {
  const database = await isolatedDatabase("sqlite", path.join(mkdtempSync(path.join(tmpdir(), "survey-picker-")), "data"));
  drop = database.drop;
  server = await startServer({
    ...database.env,
    SURVEY_SLOT_CAPACITY: "1",
    FORM_RATE_PER_MINUTE: "100000",
    FORM_RATE_PER_DAY: "100000",
    // Every booking here comes from one address, most by one phone: the limits per visitor have a test of their own.
    SURVEY_RATE_PER_DAY: "100000",
    SURVEY_BOOKINGS_PER_PERSON: "100",
  });
  db = database.open();
  browser = await launchBrowser();
  const stamp = await fetchStamp(server.url, "/contact/site-survey");
  await waitPastMinimumFillTime();
  const taken = await postForm(server.url, "/contact/site-survey", surveyFields(stamp, fullSlot));
  expect(taken.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await db?.destroy();
  await drop?.();
});

const island = (page: Page) => page.locator('[data-island="surveyForm"]');
const checkedSlot = (page: Page) => page.locator('input[name="slot"]:checked').evaluate((input: HTMLInputElement) => input.value);
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? "");

/** The slot stored for a booking's reference. */
async function storedSlot(reference: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("site_surveys")
    .innerJoin("leads", "leads.id", "site_surveys.lead_id")
    .select("site_surveys.slot_start")
    .where("leads.reference", "=", reference)
    .executeTakeFirst();
  return row?.slot_start;
}

/** Fills the contact fields, ticks the consent and presses the submit button, all by keyboard. */
async function fillAndSubmit(page: Page, email: string) {
  const form = island(page);
  await form.locator('[name="name"]').fill("Reem Al-Otaibi");
  await form.locator('[name="phone"]').fill("+966 55 123 4567");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="area"]').fill("Al Malqa");
  await form.locator('[name="consent"]').focus();
  await page.keyboard.press("Space");
  // The server refuses forms filled faster than a person can (SpamTraps' stamp).
  await page.waitForTimeout(3_200);
  await form.locator('button[type="submit"]').focus();
  await page.keyboard.press("Enter");
  const reference = page.getByTestId("lead-reference");
  await reference.waitFor();
  return (await reference.innerText()).trim();
}

/** Opens the page and starts the form as a keyboard does: focus arrives on the first window. */
async function openLivePicker(page: Page, prefix: string) {
  await page.goto(`${prefix}/contact/site-survey`);
  await island(page).locator('input[name="slot"]:not([disabled])').first().focus();
  await page.locator('[data-island="surveyForm"][data-state="live"]').waitFor({ state: "attached" });
}

describe.each(languages)("with JavaScript, in $language", ({ locale, prefix, calendar, full, start }) => {
  it("the calendar comes once the form is live, closed days are disabled, and a day and window chosen by keyboard are booked", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.url });
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
    try {
      await page.goto(`${prefix}/contact/site-survey`);
      await page.waitForLoadState("networkidle");
      // Before any interaction: the plain list and no React (decision 060).
      expect(await page.getByRole("group", { name: calendar }).count()).toBe(0);
      expect(await island(page).locator('input[name="slot"]').count()).toBe(open.length * surveySchedule.slotStarts.length);
      expect(scripts.filter((script) => /\/(react|SurveyForm)-/.test(script))).toEqual([]);

      await openLivePicker(page, prefix);
      const picker = page.getByRole("group", { name: calendar });
      await picker.waitFor();
      const month = formatSurveyMonth(open[0]!.slice(0, 7), locale);
      expect(await picker.getByRole("group", { name: month }).count()).toBe(1);
      // The focus stayed on the window it was on, which is the first day's.
      expect(await focused(page)).toBe(slotKey(open[0]!, "08:00"));
      expect(await picker.getByRole("radio", { name: formatSurveyDay(friday, locale), exact: true }).isDisabled()).toBe(true);
      expect(await picker.getByRole("radio", { name: formatSurveyDay(open[0]!, locale), exact: true }).isChecked()).toBe(true);
      // Only the chosen day's windows are shown.
      expect(await island(page).locator('input[name="slot"]:visible').count()).toBe(5);

      // Back to the days, on to the second bookable day (arrows skip the closed days), then into its windows.
      await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toBe(open[0]);
      await page.keyboard.press("ArrowDown");
      expect(await focused(page)).toBe(open[1]);
      const windows = island(page).locator('input[name="slot"]:visible');
      expect(await windows.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(
        surveySchedule.slotStarts.map((time) => slotKey(open[1]!, time)),
      );
      const fullWindow = island(page).locator(`label:has(input[value="${fullSlot}"])`);
      expect(await fullWindow.locator("input").isDisabled()).toBe(true);
      expect(await fullWindow.innerText()).toContain(full);

      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe(slotKey(open[1]!, "08:00"));
      for (let presses = 0; presses < 5 && (await focused(page)) !== slotKey(open[1]!, start); presses++)
        await page.keyboard.press("ArrowDown");
      expect(await checkedSlot(page)).toBe(slotKey(open[1]!, start));

      const reference = await fillAndSubmit(page, `picker-${locale}@example.sa`);
      expect(reference).toMatch(issuedReference("S"));
      expect(await storedSlot(reference)).toBe(slotKey(open[1]!, start));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("a form started from another field keeps its list, and its height, until the windows are used", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.url });
    try {
      await page.goto(`${prefix}/contact/site-survey`);
      const name = island(page).locator('[name="name"]');
      const top = () => name.evaluate((field) => field.getBoundingClientRect().top + window.scrollY);
      const before = await top();
      await name.focus();
      await page.locator('[data-island="surveyForm"][data-state="live"]').waitFor({ state: "attached" });
      await name.fill("Reem");
      // Live, yet nothing moved under the visitor typing: the list is whole and the field where it was.
      expect(await page.getByRole("group", { name: calendar }).count()).toBe(0);
      expect(await island(page).locator('input[name="slot"]:visible').count()).toBe(open.length * surveySchedule.slotStarts.length);
      expect(await top()).toBe(before);
      await island(page).locator('input[name="slot"]:not([disabled])').first().focus();
      await page.getByRole("group", { name: calendar }).waitFor();
      expect(await island(page).locator('input[name="slot"]:visible').count()).toBe(surveySchedule.slotStarts.length);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("a window pressed once the form is live is the one checked, and the calendar opens on its day", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.url });
    try {
      await page.goto(`${prefix}/contact/site-survey`);
      await island(page).locator('[name="name"]').focus();
      await page.locator('[data-island="surveyForm"][data-state="live"]').waitFor({ state: "attached" });
      // A window of the third day: a calendar opened on the first free day as the press began would hide it.
      const slot = slotKey(open[2]!, "08:00");
      await island(page).locator(`input[value="${slot}"]`).click();
      expect(await checkedSlot(page)).toBe(slot);
      const picker = page.getByRole("group", { name: calendar });
      await picker.waitFor();
      expect(await picker.getByRole("radio", { name: formatSurveyDay(open[2]!, locale), exact: true }).isChecked()).toBe(true);
      expect(await island(page).locator(`input[value="${slot}"]`).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it.each([
    ["mobile", MOBILE],
    ["desktop", DESKTOP],
  ] as const)(
    "at %s width, the live picker has no serious axe violation and no sideways scroll",
    async (_name, viewport) => {
      const { page, close } = await openPage(browser, { baseURL: server.url, viewport });
      try {
        await openLivePicker(page, prefix);
        await page.getByRole("group", { name: calendar }).waitFor();
        await expectNoSeriousA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await close();
      }
    },
    60_000,
  );
});

describe("without JavaScript", () => {
  it("the plain list of windows is there and books", async () => {
    const { page, close } = await openPage(browser, { baseURL: server.url, javaScriptEnabled: false });
    try {
      await page.goto("/contact/site-survey");
      expect(await page.getByRole("group", { name: surveyFormText.en.form.calendarLabel }).count()).toBe(0);
      const slot = slotKey(open[2]!, "10:00");
      expect(await island(page).locator('input[name="slot"]').count()).toBe(open.length * surveySchedule.slotStarts.length);
      expect(await island(page).locator(`input[value="${fullSlot}"]`).isDisabled()).toBe(true);
      await island(page).locator(`input[value="${slot}"]`).check();
      const reference = await fillAndSubmit(page, "picker-plain@example.sa");
      expect(await storedSlot(reference)).toBe(slot);
    } finally {
      await close();
    }
  }, 60_000);
});
