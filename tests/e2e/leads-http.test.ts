import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { surveyPageText, surveySchedule } from "~/content/site-survey";
import type { AppDatabase } from "~/db/db.server";
import { databaseKinds } from "../support/databases";
import { manageUrl } from "~/site-survey/manage-link.server";
import { bookableDays, slotKey } from "~/site-survey/slots";
import { contactFields, fetchStamp, issuedReference, newsletterFields, postForm, quoteFields, surveyFields } from "./support/leads";
import { countLeads, useLeadServer } from "./support/lead-server";
import { startServer, type RunningServer } from "../../scripts/support/server";

// The lead forms over HTTP as a browser without JavaScript posts them (following the 303 to the confirmation
// page, as the browser does), on SQLite and on PostgreSQL.

describe.each(databaseKinds)("lead forms on %s", (kind) => {
  let server: RunningServer;
  let db: AppDatabase;
  let stamp: string;
  let databaseEnv: Record<string, string>;
  const surveySecret = "survey-secret-for-the-http-tests-0123";
  useLeadServer(kind, { LEAD_HASH_SALT: "test-salt", SURVEY_SECRET: surveySecret }, (lead) => ({ server, db, stamp, databaseEnv } = lead));

  const leadCount = () => countLeads(db);

  it("stores a contact lead and sends the browser on (303) to a confirmation page with its reference", async () => {
    const result = await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name: "Contact Lead One" }));
    expect(result.postStatus).toBe(303);
    expect(result.location).toMatch(/^\/thank-you\/C-/);
    expect(result.status).toBe(200);
    expect(result.reference).toMatch(issuedReference("C"));
    expect(result.location).toBe(`/thank-you/${result.reference}`);
    expect(result.html).toContain("Your message is with our team. We reply within 24 hours on working days.");
    expect(result.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(result.html).toContain('href="/contact/contact-us"');
    const lead = await db.selectFrom("leads").selectAll().where("reference", "=", result.reference!).executeTakeFirstOrThrow();
    expect(lead.kind).toBe("contact");
    expect(JSON.parse(lead.fields)).toMatchObject({ name: "Contact Lead One", email: "noura@example.com", service: "CCTV Installation" });
    expect(lead.source_page).toBe("/contact/contact-us");
    expect(lead.consent_text).toBe("I agree to the privacy policy and terms of service");
    expect(lead.client_hash).not.toContain("127.0.0.1");
  });

  it.each([
    ["/contact/contact-us", contactFields],
    ["/contact/get-quote", quoteFields],
  ])("stores the marketing opt-in of %s apart from the consent: false unless the box is ticked", async (path, fields) => {
    const optIn = async (reference: string) =>
      (await db.selectFrom("leads").select("marketing_opt_in").where("reference", "=", reference).executeTakeFirstOrThrow())
        .marketing_opt_in;
    const unticked = await postForm(server.url, path, fields(stamp, { name: `Unticked ${path}` }));
    const ticked = await postForm(server.url, path, fields(stamp, { name: `Ticked ${path}`, marketing: "on" }));
    expect([unticked.postStatus, ticked.postStatus]).toEqual([303, 303]);
    expect([await optIn(unticked.reference!), await optIn(ticked.reference!)]).toEqual([0, 1]);
  });

  it.each(["https://evil.example/phish", "//evil.example/", "/not-a-page-of-this-site", "/contact/contact-us?x=<script>"])(
    "keeps no source page %s that is not a page of this site",
    async (sourcePage) => {
      const result = await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name: `Source ${sourcePage}`, sourcePage }));
      expect(result.status).toBe(200);
      const lead = await db.selectFrom("leads").select("source_page").where("reference", "=", result.reference!).executeTakeFirstOrThrow();
      expect(lead.source_page).toBe("");
    },
  );

  it("stores a quote with the total computed from the server's own prices", async () => {
    const result = await postForm(server.url, "/contact/get-quote", quoteFields(stamp, { name: "Quote Lead One" }));
    expect(result.postStatus).toBe(303);
    expect(result.status).toBe(200);
    expect(result.html).toContain("Quote generated! Our team will contact you within 24 hours on working days.");
    expect(result.html).toContain("A free consultation and site survey, at a time that suits you.");
    const lead = await db.selectFrom("leads").selectAll().where("reference", "=", result.reference!).executeTakeFirstOrThrow();
    expect(lead.kind).toBe("quote");
    expect(JSON.parse(lead.quote!)).toMatchObject({ subtotal: 3694, total: 5541 });
    expect(lead.building).toBe("enterprise");
  });

  it("rejects a total sent by the browser", async () => {
    const before = await leadCount();
    const result = await postForm(server.url, "/contact/get-quote", quoteFields(stamp, { total: "1" }));
    expect(result.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it("subscribes to the newsletter as pending", async () => {
    const result = await postForm(server.url, "/newsletter", newsletterFields(stamp, { email: "New.Reader@Example.com" }));
    expect(result.status).toBe(200);
    expect(result.html).toContain("please confirm with the link we just emailed you");
    const subscriber = await db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "new.reader@example.com")
      .executeTakeFirstOrThrow();
    expect(subscriber.status).toBe("pending");
  });

  it("keeps one lead when the same submission arrives twice", async () => {
    const fields = contactFields(stamp, { name: "Double Clicker" });
    const [first, second] = await Promise.all([
      postForm(server.url, "/contact/contact-us", fields),
      postForm(server.url, "/contact/contact-us", fields),
    ]);
    const third = await postForm(server.url, "/contact/contact-us", fields);
    expect(first.reference).toBeTruthy();
    expect(new Set([first.reference, second.reference, third.reference]).size).toBe(1);
    expect([first.postStatus, second.postStatus, third.postStatus]).toEqual([303, 303, 303]);
    const rows = await db.selectFrom("leads").select("reference").where("fields", "like", "%Double Clicker%").execute();
    expect(rows).toHaveLength(1);
  });

  it("answers spam like a success and stores nothing: honeypot, too fast, too many links", async () => {
    const before = await leadCount();
    const honeypot = await postForm(
      server.url,
      "/contact/contact-us",
      contactFields(stamp, { name: "Bot One", website: "http://spam.example" }),
    );
    const fresh = await fetchStamp(server.url, "/");
    const tooFast = await postForm(server.url, "/contact/contact-us", contactFields(fresh, { name: "Bot Two" }));
    const links = await postForm(
      server.url,
      "/contact/contact-us",
      contactFields(stamp, { name: "Bot Three", message: "http://a.example http://b.example www.c.example" }),
    );
    for (const result of [honeypot, tooFast, links]) {
      expect(result.status).toBe(200);
      expect(result.reference).toMatch(issuedReference("C"));
    }
    expect(await leadCount()).toBe(before);
  });

  it("shows field errors beside the fields and keeps what was typed", async () => {
    const result = await postForm(
      server.url,
      "/contact/contact-us",
      contactFields(stamp, { email: "not-an-email", consent: "", company: "Kept Company Name" }),
    );
    expect(result.status).toBe(400);
    expect(result.html).toContain("Please enter a valid email address");
    expect(result.html).toContain("Please agree to the privacy policy and terms of service.");
    expect(result.html).toMatch(
      /aria-invalid="true"[^>]*aria-describedby="contact-email-error"|aria-describedby="contact-email-error"[^>]*aria-invalid="true"/,
    );
    expect(result.html).toContain('value="Kept Company Name"');
  });

  it("asks to resend when the stamp is missing or forged, with a fresh stamp", async () => {
    const result = await postForm(
      server.url,
      "/contact/contact-us",
      contactFields("1700000000000.forgedforgedforgedforgedforgedforgedforgedfor"),
    );
    expect(result.status).toBe(400);
    expect(result.html).toContain("This form has expired");
  });

  it("stores names, companies and messages without bidi overrides or C1 controls (C0 ones are refused before)", async () => {
    const result = await postForm(
      server.url,
      "/contact/contact-us",
      contactFields(stamp, {
        name: "Hidden\u202Egpj.exe\u2066\u2069 Name\u0085\u009B31m \u200Fنورة",
        company: "\u202DCo\u009Bmpany\tLtd",
        message: "Line one\u0080\r\nLine\ttwo\u202A",
      }),
    );
    expect(result.status).toBe(200);
    const lead = await db.selectFrom("leads").select("fields").where("reference", "=", result.reference!).executeTakeFirstOrThrow();
    expect(JSON.parse(lead.fields)).toMatchObject({
      name: "Hiddengpj.exe Name31m \u200Fنورة",
      company: "Company Ltd",
      message: "Line one\r\nLine\ttwo",
    });
  });

  it("issues references that cannot be counted, and spam gets the same shape", async () => {
    const posted = [];
    for (const name of ["Opaque One", "Opaque Two", "Opaque Three"]) {
      posted.push((await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name }))).reference!);
    }
    for (const reference of posted) expect(reference).toMatch(issuedReference("C"));
    expect(new Set(posted).size).toBe(3);
    // Nothing in them counts: the codes are not in the order they were issued, nor a step apart.
    const codes = posted.map((reference) => reference.slice(2));
    expect(codes.every((code, index) => index === 0 || code.slice(0, 6) !== codes[index - 1]!.slice(0, 6))).toBe(true);
    const spam = await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name: "Bot", website: "http://spam.example" }));
    expect(spam.reference).toMatch(issuedReference("C"));
    expect(await db.selectFrom("leads").select("id").where("reference", "=", spam.reference!).executeTakeFirst()).toBeUndefined();
  });

  it("keeps a reference issued before (C-2026-000060) working: confirmation page, survey link, `leads show`", async () => {
    const contact = await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name: "Issued Before" }));
    const slot = slotKey(bookableDays(new Date(), surveySchedule)[2]!, "10:00");
    const survey = await postForm(server.url, "/contact/site-survey", surveyFields(stamp, slot));
    expect([contact.postStatus, survey.postStatus]).toEqual([303, 303]);
    const rename = (from: string, to: string) => db.updateTable("leads").set({ reference: to }).where("reference", "=", from).execute();
    await rename(contact.reference!, "C-2026-000060");
    await rename(survey.reference!, "S-2026-000061");

    const page = await fetch(new URL("/thank-you/C-2026-000060", server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="lead-reference">C-2026-000060<');

    const manage = await fetch(manageUrl(server.url, "S-2026-000061", 0, "en", surveySecret));
    expect(manage.status).toBe(200);
    expect(await manage.text()).toContain(surveyPageText.en.manage.cancel);

    const shown = await promisify(execFile)(
      "npx",
      ["tsx", "--import", "./scripts/support/content-files.mjs", "scripts/leads.ts", "show", "C-2026-000060"],
      {
        env: { ...process.env, ...databaseEnv },
      },
    );
    expect(shown.stdout).toContain("Contact request C-2026-000060");
    expect(shown.stdout).toContain("Issued Before");
  }, 60_000);

  it("shows a confirmation page only for the shape of a reference: anything else is not found", async () => {
    for (const path of ["/thank-you/X-2026-000001", "/thank-you/C-2026-1", "/thank-you/%3Cscript%3E"]) {
      expect((await fetch(new URL(path, server.url))).status, path).toBe(404);
    }
  });

  it("answers /healthz with 200 while the database is reachable", async () => {
    const response = await fetch(new URL("/healthz", server.url));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });
});

describe("/healthz without a database", () => {
  it("answers 503 when the database cannot be reached", async () => {
    const server = await startServer({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    try {
      const response = await fetch(new URL("/healthz", server.url));
      expect(response.status).toBe(503);
      const page = await fetch(new URL("/about", server.url));
      expect(page.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
