import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { startCrm, type Crm } from "../integration/delivery-support/crm";
import { deliveringServerEnv, webhookSecret } from "../integration/delivery-support/fixtures";
import { startSmtp, type ReceivedMail, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { databaseKinds, isolatedDatabase } from "../support/databases";
import { contactFields, fetchStamp, newsletterFields, postForm, postLeadJson, quoteFields, waitPastMinimumFillTime } from "./support/leads";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 16, leads: forms on the Arabic pages post to the same pipeline, as islands (the JSON endpoint) and without
// JavaScript (to the page's own path). The production server stores the page's language, its delivery worker mails
// the visitor in Arabic, and sales and the CRM hear in English which language the visitor used. SQLite and PostgreSQL.

const arabicLetters = /[\u0600-\u06FF]/;

describe.each(databaseKinds)("Arabic lead forms on %s", (kind) => {
  let server: RunningServer;
  let db: AppDatabase;
  let stamp: string;
  let smtp: SmtpRecorder;
  let crm: Crm;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    crm = await startCrm(webhookSecret);
    const database = await isolatedDatabase(kind, mkdtempSync(path.join(tmpdir(), "leads-arabic-")));
    dropDatabase = database.drop;
    server = await startServer({
      ...database.env,
      ...deliveringServerEnv({ smtpUrl: smtp.url, crmUrl: crm.url }),
      LEAD_ACK_EMAIL: "true",
      SITE_URL: "https://k2.example.sa",
    });
    db = database.open();
    stamp = await fetchStamp(server.url, "/ar/contact/contact-us");
    await waitPastMinimumFillTime();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
    await dropDatabase?.();
    await crm?.close();
    await smtp?.close();
  });

  const stored = (reference: string) =>
    db.selectFrom("leads").select(["language", "source_page"]).where("reference", "=", reference).executeTakeFirstOrThrow();
  /** The visitor's mail and the sales mail of a lead, once the server's worker has sent both. */
  async function mailsOf(reference: string, visitor: string): Promise<{ visitor: ReceivedMail; sales: ReceivedMail }> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ofLead = smtp.messages.filter((mail) => mail.raw.includes(reference));
      const found = {
        visitor: ofLead.find((mail) => mail.to.includes(visitor)),
        sales: ofLead.find((mail) => mail.to.includes("sales@k2.example.sa")),
      };
      if (found.visitor && found.sales) return found as { visitor: ReceivedMail; sales: ReceivedMail };
      if (Date.now() > deadline) throw new Error(`The mails of ${reference} did not arrive`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const payloadOf = async (reference: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const request = crm.requests.find((each) => (each.json as { lead: { reference: string } }).lead.reference === reference);
      if (request) return request.json as { lead: { language: string; sourcePage: string } };
      if (Date.now() > deadline) throw new Error(`The CRM did not receive ${reference}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  async function expectArabicLead(reference: string, email: string, page: string) {
    expect(await stored(reference)).toEqual({ language: "ar", source_page: page });
    const { visitor, sales } = await mailsOf(reference, email);
    expect(visitor.headers.get("subject")).toMatch(arabicLetters);
    expect(visitor.headers.get("subject")).toContain(reference);
    expect(visitor.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(visitor.text).toContain("رقمكم المرجعي");
    expect(sales.headers.get("subject")).toMatch(/^(Contact|Quote) request /);
    expect(sales.text).toContain("Language: Arabic");
    expect(sales.html).toMatch(/<html lang="en" dir="ltr">/);
    expect((await payloadOf(reference)).lead).toMatchObject({ language: "ar", sourcePage: page });
  }

  it("stores a contact lead sent by the Arabic page's island as Arabic and mails the visitor in Arabic", async () => {
    const email = `island-contact-${kind}@example.sa`;
    const answer = await postLeadJson(server.url, "contact", contactFields(stamp, { email, sourcePage: "/ar/contact/contact-us" }));
    expect(answer.status).toBe(200);
    if (answer.body.status !== "success") throw new Error(JSON.stringify(answer.body));
    await expectArabicLead(answer.body.reference, email, "/ar/contact/contact-us");
  });

  it("stores a quote lead sent by the Arabic page's island as Arabic and mails the visitor in Arabic", async () => {
    const email = `island-quote-${kind}@example.sa`;
    const answer = await postLeadJson(server.url, "quote", quoteFields(stamp, { email, sourcePage: "/ar/contact/get-quote" }));
    if (answer.body.status !== "success") throw new Error(JSON.stringify(answer.body));
    await expectArabicLead(answer.body.reference, email, "/ar/contact/get-quote");
  });

  it("takes a form posted without JavaScript to the Arabic page, and shows the Arabic confirmation page", async () => {
    const email = `page-${kind}@example.sa`;
    const result = await postForm(
      server.url,
      "/ar/contact/contact-us",
      // A Saudi mobile typed on an Arabic keyboard: stored in E.164 (decision 110).
      contactFields(stamp, { email, phone: "+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧", sourcePage: "/ar/contact/contact-us" }),
    );
    expect(result.postStatus).toBe(303);
    expect(result.location).toBe(`/ar/thank-you/${result.reference}`);
    expect(result.status).toBe(200);
    await expectArabicLead(result.reference!, email, "/ar/contact/contact-us");
    const { fields } = await db.selectFrom("leads").select("fields").where("reference", "=", result.reference!).executeTakeFirstOrThrow();
    expect(JSON.parse(fields)).toMatchObject({ phone: "+966501234567" });
  });

  it("takes the language from the Arabic page posted to when the source page is not one of the site's", async () => {
    const result = await postForm(
      server.url,
      "/ar/contact/contact-us",
      contactFields(stamp, { email: `forged-${kind}@example.sa`, sourcePage: "https://evil.example/ar/contact/contact-us" }),
    );
    expect(result.location).toBe(`/ar/thank-you/${result.reference}`);
    expect(await stored(result.reference!)).toEqual({ language: "ar", source_page: "" });
  });

  it("keeps English leads English, and a forged Arabic source page empty and English", async () => {
    const english = await postLeadJson(server.url, "contact", contactFields(stamp, { email: `english-${kind}@example.sa` }));
    if (english.body.status !== "success") throw new Error(JSON.stringify(english.body));
    expect(await stored(english.body.reference)).toEqual({ language: "en", source_page: "/contact/contact-us" });
    const { visitor, sales } = await mailsOf(english.body.reference, `english-${kind}@example.sa`);
    expect(visitor.headers.get("subject")).toBe(`We received your message (${english.body.reference})`);
    expect(visitor.text).not.toMatch(arabicLetters);
    expect(sales.text).toContain("Language: English");
    expect((await payloadOf(english.body.reference)).lead.language).toBe("en");

    for (const sourcePage of ["/ar/not-a-page-of-this-site", "//evil.example/ar", "https://evil.example/ar/contact/contact-us"]) {
      const forged = await postLeadJson(server.url, "contact", contactFields(stamp, { name: `Forged ${sourcePage}`, sourcePage }));
      if (forged.body.status !== "success") throw new Error(JSON.stringify(forged.body));
      expect(await stored(forged.body.reference), sourcePage).toEqual({ language: "en", source_page: "" });
    }
  });

  it.each(["/ar", "/ar/newsletter", "/ar/thank-you/C-2026-000001"])(
    "keeps the language of a newsletter sign-up from the footer of %s for its confirmation",
    async (sourcePage) => {
      const email = `reader-${kind}-${sourcePage.length}@example.sa`;
      const answer = await postLeadJson(server.url, "newsletter", newsletterFields(stamp, { email, sourcePage }));
      if (answer.body.status !== "success") throw new Error(JSON.stringify(answer.body));
      expect(await stored(answer.body.reference)).toEqual({ language: "ar", source_page: sourcePage });
      const subscriber = await db
        .selectFrom("newsletter_subscribers")
        .select("language")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(subscriber.language).toBe("ar");
    },
  );
});
