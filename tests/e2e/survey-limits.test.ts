import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companySettings } from "~/config/site-config.server";
import { surveyPageText, surveySchedule } from "~/content/site-survey";
import type { AppDatabase } from "~/db/db.server";
import type { Locale } from "~/i18n/locale";
import { fillIn } from "~/content/in-locale";
import { escapeHtml } from "./support/html";
import { manageUrl } from "~/site-survey/manage-link.server";
import { bookableDays, riyadhTimeKey, slotKey } from "~/site-survey/slots";
import { messageIn } from "./support/locales";
import {
  contactFields,
  databaseKinds,
  fetchStamp,
  isolatedDatabase,
  postForm,
  postLeadJson,
  surveyFields,
  waitPastMinimumFillTime,
} from "./support/leads";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 22: one visitor cannot take every survey place. Over HTTP against the production server behind a trusted
// proxy (each post's X-Forwarded-For is another visitor address), on SQLite and PostgreSQL: one person (email or
// phone; the phone alone when booked without an email) holds at most 2 upcoming bookings whatever address they post from, one address at most 2 whoever books, the
// refusal says how to move a booking, cancelling one frees a booking again, and the survey form's daily limit is its
// own. The manage link takes its version as the mail wrote it, and cannot move or cancel a visit whose time has come.

const surveySecret = "survey-limits-secret-0123456789";
/** The phone the build baked in (content/settings/company.yaml): the refusal names it. */
const companyPhone = companySettings.en.phone;
const days = bookableDays(new Date(), surveySchedule);
const surveyPage = "/contact/site-survey";

/** The refusal of one booking too many, as the visitor reads it in `locale` (2 per person and address by default). */
const limitMessage = (limit: "personLimit" | "connectionLimit", locale: Locale) =>
  messageIn(locale, limit === "personLimit" ? "forms.survey.error.personLimit" : "forms.survey.error.connectionLimit", {
    count: 2,
    phone: companyPhone,
  });

describe.each(databaseKinds)("survey bookings per person and per address, and their links, on %s", (kind) => {
  let server: RunningServer;
  let db: AppDatabase;
  let drop: () => Promise<void>;
  let stamp: string;

  beforeAll(async () => {
    const database = await isolatedDatabase(kind, path.join(mkdtempSync(path.join(tmpdir(), "survey-limits-")), "data"));
    drop = database.drop;
    server = await startServer({
      ...database.env,
      TRUST_PROXY: "loopback",
      SURVEY_SECRET: surveySecret,
      FORM_RATE_PER_MINUTE: "100",
    });
    db = database.open();
    stamp = await fetchStamp(server.url, surveyPage);
    await waitPastMinimumFillTime();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
    await drop?.();
  });

  const from = (address: string, extra: Record<string, string> = {}) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address, ...extra },
  });
  /** A booking posted as the page's form does without JavaScript, from a visitor address. */
  const bookPage = (address: string, fields: Record<string, string>, page = surveyPage) =>
    postForm(server.url, page, { ...fields, sourcePage: page }, from(address));
  /** The same booking as the form's island posts it to `POST /api/leads/survey`. */
  const bookJson = (address: string, fields: Record<string, string>) => postLeadJson(server.url, "survey", fields, from(address));
  const cancel = async (reference: string) => {
    const link = new URL(manageUrl(server.url, reference, 0, "en", surveySecret));
    return postForm(
      server.url,
      link.pathname,
      { ...Object.fromEntries(link.searchParams), intent: "cancel" },
      from("127.0.0.1", { Origin: server.url }),
    );
  };

  it("refuses one person's third upcoming booking from a third address, page and JSON alike, and books again after a cancel", async () => {
    const person = { name: "Noura Al-Harbi", email: "Noura@example.sa", phone: "055 111 2233" };
    const first = await bookPage("198.51.100.1", surveyFields(stamp, slotKey(days[0]!, "08:00"), person));
    expect(first.reference).toMatch(/^S-/);
    // The same mailbox with a +tag, the same phone in international form: the same person.
    const second = await bookJson(
      "198.51.100.2",
      surveyFields(stamp, slotKey(days[1]!, "08:00"), { ...person, email: "noura+second@EXAMPLE.sa", phone: "+966551112233" }),
    );
    expect(second.status).toBe(200);

    const third = await bookPage("198.51.100.3", surveyFields(stamp, slotKey(days[2]!, "08:00"), { ...person, email: "other@example.sa" }));
    expect(third.status).toBe(409);
    expect(third.html).toContain(escapeHtml(limitMessage("personLimit", "en")));
    expect(third.html).toContain('value="other@example.sa"');
    const thirdByJson = await bookJson("198.51.100.4", surveyFields(stamp, slotKey(days[2]!, "08:00"), { ...person, phone: "0559999999" }));
    expect(thirdByJson.status).toBe(409);
    expect(thirdByJson.body).toMatchObject({ status: "invalid", formError: limitMessage("personLimit", "en") });

    expect((await cancel(first.reference!)).status).toBe(200);
    const again = await bookPage("198.51.100.5", surveyFields(stamp, slotKey(days[2]!, "08:00"), person));
    expect(again.reference).toMatch(/^S-/);
    expect(await db.selectFrom("site_surveys").select("status").orderBy("lead_id").execute()).toEqual([
      { status: "cancelled" },
      { status: "booked" },
      { status: "booked" },
    ]);
  });

  it("counts a person booking without an email by their phone alone, and keeps no email key for them", async () => {
    const person = { name: "Sara Al-Qahtani", email: "", phone: "0557770000", area: "" };
    const first = await bookPage("198.51.100.21", surveyFields(stamp, slotKey(days[0]!, "12:00"), person));
    expect(first.reference).toMatch(/^S-/);
    const second = await bookJson("198.51.100.22", surveyFields(stamp, slotKey(days[1]!, "12:00"), { ...person, phone: "+966557770000" }));
    expect(second.status).toBe(200);
    // The same phone with an email now: still the same person.
    const third = await bookPage("198.51.100.23", surveyFields(stamp, slotKey(days[2]!, "12:00"), { ...person, email: "sara@example.sa" }));
    expect(third.status).toBe(409);
    expect(third.html).toContain(escapeHtml(limitMessage("personLimit", "en")));
    // Two people without an email are not one person: another phone books.
    const other = await bookPage("198.51.100.24", surveyFields(stamp, slotKey(days[2]!, "12:00"), { ...person, phone: "0557770001" }));
    expect(other.reference).toMatch(/^S-/);
    const keys = await db
      .selectFrom("site_surveys")
      .innerJoin("leads", "leads.id", "site_surveys.lead_id")
      .select(["email_key", "phone_key"])
      .where("leads.reference", "in", [first.reference!, other.reference!])
      .execute();
    expect(keys.map((key) => [key.email_key, key.phone_key?.length])).toEqual([
      [null, 64],
      [null, 64],
    ]);
  });

  it("refuses a third person's booking from one address, in the language of the page", async () => {
    const visitor = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.sa`, phone: `05500000${n}0` });
    expect((await bookPage("203.0.113.7", surveyFields(stamp, slotKey(days[0]!, "10:00"), visitor(1)))).status).toBe(200);
    expect((await bookPage("203.0.113.7", surveyFields(stamp, slotKey(days[1]!, "10:00"), visitor(2)))).status).toBe(200);
    const third = await bookPage("203.0.113.7", surveyFields(stamp, slotKey(days[2]!, "10:00"), visitor(3)), `/ar${surveyPage}`);
    expect(third.status).toBe(409);
    expect(third.html).toContain(escapeHtml(limitMessage("connectionLimit", "ar")));
    // Two is said with the dual, as CLDR's `two` form gives it, never a figure (docs/arabic-glossary.md).
    expect(third.html).toContain("توجد بالفعل معاينتان ميدانيتان قادمتان محجوزتان من اتصالكم هذا");
    // Another address is another visitor.
    expect((await bookPage("203.0.113.8", surveyFields(stamp, slotKey(days[2]!, "10:00"), visitor(3)))).status).toBe(200);
  });

  it("gives the survey form a daily limit of its own, below the other forms'", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => bookPage("192.0.2.66", surveyFields(stamp, "", { name: "Too Often" }))),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(6).fill(400));
    const seventh = await bookPage("192.0.2.66", surveyFields(stamp, slotKey(days[3]!, "12:00"), { name: "Too Often" }));
    expect(seventh.status).toBe(429);
    expect(Number(seventh.retryAfter)).toBeGreaterThan(3_600);
    expect((await postForm(server.url, "/contact/contact-us", contactFields(stamp), from("192.0.2.66"))).status).toBe(200);
  });

  /** A booking of its own (a person and an address of their own) and its manage link, as the mail carries it. */
  async function bookedLink(n: number): Promise<{ reference: string; link: URL }> {
    const fields = surveyFields(stamp, slotKey(days[4]!, surveySchedule.slotStarts[n]!), {
      email: `link${n}@example.sa`,
      phone: `05400000${n}0`,
    });
    const { reference } = await bookPage(`192.0.2.${n}`, fields);
    return { reference: reference!, link: new URL(manageUrl(server.url, reference!, 0, "en", surveySecret)) };
  }
  const manage = (link: URL, intent: Record<string, string>) =>
    postForm(server.url, link.pathname, { ...Object.fromEntries(link.searchParams), ...intent }, from("127.0.0.1", { Origin: server.url }));

  it("takes the link's version only in digits as written: 0x0, 0.0, 00 or nothing is not version 0", async () => {
    const { link } = await bookedLink(0);
    expect((await fetch(link)).status).toBe(200);
    for (const version of ["0x0", "0.0", "00", "", "+0", "0e0"]) {
      const changed = new URL(link);
      changed.searchParams.set("v", version);
      const opened = await fetch(changed);
      expect([version, opened.status]).toEqual([version, 403]);
      expect(await opened.text()).toContain(escapeHtml(surveyPageText.en.manage.invalidLink));
      expect((await manage(changed, { intent: "cancel" })).status).toBe(403);
    }
    expect((await manage(link, { intent: "cancel" })).status).toBe(200);
  });

  it("neither moves nor cancels a visit whose time has come, and says to call", async () => {
    const { reference, link } = await bookedLink(1);
    const started = riyadhTimeKey(new Date(Date.now() - 60 * 60_000));
    const lead = db.selectFrom("leads").select("id").where("reference", "=", reference);
    await db.updateTable("site_surveys").set({ slot_start: started }).where("lead_id", "=", lead).execute();
    const message = escapeHtml(fillIn(surveyPageText.en.manage.begun, { phone: companyPhone }));

    const opened = await fetch(link);
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain(message);
    const intents: Record<string, string>[] = [{ intent: "cancel" }, { intent: "move", slot: slotKey(days[5]!, "08:00") }];
    for (const intent of intents) {
      const refused = await manage(link, intent);
      expect([intent.intent, refused.status]).toEqual([intent.intent, 410]);
      expect(refused.html).toContain(message);
    }
    expect(
      await db.selectFrom("site_surveys").select(["slot_start", "status", "link_version"]).where("lead_id", "=", lead).execute(),
    ).toEqual([{ slot_start: started, status: "booked", link_version: 0 }]);
  });
});
