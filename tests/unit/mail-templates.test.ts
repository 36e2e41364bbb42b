import { describe, expect, it } from "vitest";
import { confirmationMail } from "~/leads/delivery/newsletter-mails.server";
import { salesNotification, type MailContent } from "~/leads/delivery/lead-mails.server";
import { summarizeLead } from "~/leads/delivery/lead-summary.server";
import { leadFormKind } from "~/leads/form-kinds.server";
import type { StoredLead } from "~/leads/stored-lead.server";
import type { Locale } from "~/i18n/locale";
import { testConfig } from "../integration/delivery-support/fixtures";

// Every mail is one template (docs/decisions/130): its text part must carry what its HTML part says, and a visitor's
// text must reach both as text, never as markup or as characters that reorder the mail.

const site = testConfig({});
const now = new Date("2026-11-26T09:00:00Z");

const lead = (kind: StoredLead["kind"], fields: Record<string, string>, extra: Partial<StoredLead> = {}): StoredLead => ({
  id: 1,
  reference: `${kind[0]!.toUpperCase()}-7K3M9QXR`,
  kind,
  fields,
  sourcePage: "/contact/contact-us",
  language: "en",
  consent: { text: "I agree to be contacted.", version: "2026-11", consentedAt: "2026-11-26T08:59:00.000Z" },
  marketingOptIn: false,
  clientHash: null,
  quote: null,
  survey: null,
  attribution: {},
  idempotencyKey: "key-1",
  createdAt: "2026-11-26T08:59:00.000Z",
  ...extra,
});

const fromCampaign: StoredLead["attribution"] = {
  landingPage: "/services/cctv",
  referrerHost: "news.example.sa",
  utm_source: "newsletter",
  utm_campaign: "عروض رمضان",
};
const visitor = { name: "Noura Al-Qahtani", email: "noura@example.sa", phone: "+966501234567", message: "Two gates\nand a fence" };
const quote: StoredLead["quote"] = {
  building: "enterprise",
  buildingName: "Enterprise",
  multiplier: 1.5,
  lines: [
    { category: "cameras", item: "cameras", name: "4K Security Cameras", unit: "camera", unitPrice: 899, quantity: 2, subtotal: 1798 },
  ],
  subtotal: 1798,
  total: 2697,
};

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };
const decode = (html: string) => html.replace(/&(#?\w+);/g, (entity, name: string) => entities[name] ?? entity);
/** What a reader of the HTML part sees, and the addresses its links go to; the head and what is meant for HTML only left out. */
function htmlReading(html: string): string {
  const body = html
    .replace(/<head>[\s\S]*<\/head>/, "")
    .replace(/<thead>[\s\S]*?<\/thead>/g, "")
    .replace(/<p[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/p>/g, "");
  const hrefs = [...body.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
  return decode(`${body.replace(/<[^>]+>/g, " ")} ${hrefs.join(" ")}`);
}
const words = (text: string) => new Set(text.split(/[\s.,:;()"“”·—–=!?،]+/u).filter((word) => word.length > 1));
const missing = (from: string, inside: string) => [...words(from)].filter((word) => !words(inside).has(word));

function expectSameFacts(mail: MailContent) {
  const html = htmlReading(mail.html);
  expect(missing(mail.text, html)).toEqual([]);
  expect(missing(html, mail.text)).toEqual([]);
  const textLinks = mail.text.match(/https:\/\/\S+/g) ?? [];
  expect(textLinks.length).toBeGreaterThan(0);
  for (const link of textLinks) expect(decode(mail.html)).toContain(`href="${link}"`);
}

const acknowledgement = (stored: StoredLead) =>
  leadFormKind(stored.kind).mails.acknowledgement!(summarizeLead(stored, site.siteUrl), site, now);
const booking = (status: "booked" | "cancelled", linkVersion: number) => ({ slot: "2026-11-29T08:00:00+03:00", status, linkVersion });
const survey = (language: Locale, status: "booked" | "cancelled" = "booked", changes = 0) =>
  lead("survey", { slot: "2026-11-29T08:00:00+03:00", ...visitor, area: "Olaya" }, { language, survey: booking(status, changes) });

describe("every mail's text part says what its HTML part says", () => {
  it.each<[string, () => Promise<MailContent>]>([
    ["sales, contact", () => salesNotification(summarizeLead(lead("contact", { ...visitor, company: "Qahtani Retail" }), site.siteUrl))],
    ["sales, quote with its priced lines", () => salesNotification(summarizeLead(lead("quote", visitor, { quote }), site.siteUrl))],
    ["sales, survey", () => salesNotification(summarizeLead(survey("ar"), site.siteUrl))],
    [
      "sales, contact from a campaign",
      () => salesNotification(summarizeLead(lead("contact", visitor, { attribution: fromCampaign }), site.siteUrl)),
    ],
    ["acknowledgement, English", () => acknowledgement(lead("contact", visitor))],
    ["acknowledgement, Arabic", () => acknowledgement(lead("quote", visitor, { language: "ar" }))],
    ["survey booked, English", () => acknowledgement(survey("en"))],
    ["survey moved, Arabic", () => acknowledgement(survey("ar", "booked", 1))],
    ["survey cancelled, Arabic", () => acknowledgement(survey("ar", "cancelled", 2))],
    ["newsletter confirmation, English", () => confirmationMail({ id: 7, email: "reader@example.sa", language: "en" }, "token-1", site)],
    ["newsletter confirmation, Arabic", () => confirmationMail({ id: 7, email: "reader@example.sa", language: "ar" }, "token-1", site)],
  ])("%s", async (_name, mail) => {
    expectSameFacts(await mail());
  });

  it("writes an Arabic mail right to left, with its language, on the document and on its content", async () => {
    const mail = await acknowledgement(survey("ar"));
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.html).toMatch(/<table[^>]*lang="ar"[^>]*dir="rtl"|<table[^>]*dir="rtl"[^>]*lang="ar"/);
  });
});

describe("a visitor's text in the sales mail", () => {
  const hostile = "<script>alert(1)</script> Noura\u202Egnp.exe";

  it("is text in both parts: escaped in HTML, and without the characters that reorder what follows", async () => {
    const mail = await salesNotification(summarizeLead(lead("contact", { ...visitor, name: hostile, message: hostile }), site.siteUrl));
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Noura");
    expect(mail.text).toContain("Name: <script>alert(1)</script> Noura");
    for (const part of [mail.html, mail.text]) expect(part).not.toContain("\u202E");
    expect(mail.text).toContain("Nouragnp.exe");
    expectSameFacts(mail);
  });
});

describe("where the lead came from, in the sales mail (docs/decisions/160)", () => {
  it("shows the landing page as a link, the referring host and the campaign's utm values", async () => {
    const mail = await salesNotification(summarizeLead(lead("contact", visitor, { attribution: fromCampaign }), site.siteUrl));
    expect(mail.text).toContain(`Landing page: ${site.siteUrl}/services/cctv`);
    expect(mail.html).toContain(`<a href="${site.siteUrl}/services/cctv">`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Referred by: news.example.sa");
      expect(part).toContain("Campaign: utm_source=newsletter, utm_campaign=عروض رمضان");
    }
  });

  it("says so when it is not known", async () => {
    const mail = await salesNotification(summarizeLead(lead("contact", visitor), site.siteUrl));
    expect(mail.text).toContain("Landing page: not known");
    expect(mail.text).toContain("Referred by: no other site");
    expect(mail.text).toContain("Campaign: none");
  });
});

describe("a count in a visitor's mail", () => {
  const replyWithin = (language: Locale, hours: number) =>
    leadFormKind("contact").mails.acknowledgement!(
      summarizeLead(lead("contact", visitor, { language }), site.siteUrl),
      { ...site, replyWithinHours: hours },
      now,
    );

  it.each([
    [1, "خلال ساعة واحدة"],
    [2, "خلال ساعتين"],
    [3, "خلال 3 ساعات"],
    [24, "خلال 24 ساعة"],
    [100, "خلال 100 ساعة"],
  ])("agrees with its noun in Arabic: %i hours read %s", async (hours, words) => {
    expect((await replyWithin("ar", hours)).text).toContain(`سيرد عليكم فريقنا ${words}.`);
  });

  it.each([
    [1, "within 1 hour."],
    [24, "within 24 hours."],
  ])("takes the plural in English: %i hours read %s", async (hours, words) => {
    expect((await replyWithin("en", hours)).text).toContain(`Our team will reply ${words}`);
  });
});
