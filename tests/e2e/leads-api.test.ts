import { describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { databaseKinds } from "../support/databases";
import {
  contactFields,
  fetchStamp,
  newsletterFields,
  postLeadJson,
  quoteFields,
  waitPastMinimumFillTime,
  issuedReference,
} from "./support/leads";
import { countLeads, useLeadServer } from "./support/lead-server";
import { startServer, type RunningServer } from "../../scripts/support/server";

// The forms' JavaScript path: POST /api/leads/:form with the page form's body, answered as JSON (docs/decisions/055).

describe.each(databaseKinds)("lead JSON endpoint on %s", (kind) => {
  let server: RunningServer;
  let db: AppDatabase;
  let stamp: string;
  useLeadServer(kind, {}, (lead) => ({ server, db, stamp } = lead));

  const leadCount = () => countLeads(db);

  it("stores a contact lead and answers 200 with its reference and what happens next", async () => {
    const result = await postLeadJson(server.url, "contact", contactFields(stamp, { name: "Json Contact" }));
    expect(result.status).toBe(200);
    expect(result.contentType).toContain("application/json");
    expect(result.body).toEqual({
      status: "success",
      form: "contact",
      reference: expect.stringMatching(issuedReference("C")),
      message: "Your message is with our team. We reply within 24 hours on working days.",
    });
    const reference = (result.body as { reference: string }).reference;
    const lead = await db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect(JSON.parse(lead.fields)).toMatchObject({ name: "Json Contact", email: "noura@example.com" });
  });

  it("takes multipart bodies (FormData) too, and gives the same reference to the same submission twice", async () => {
    const { formStamp, ...fields } = quoteFields(stamp, { name: "Json Quote" });
    const send = () => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return fetch(new URL("/api/leads/quote", server.url), { method: "POST", body, headers: { Cookie: `form_stamp=${formStamp}` } });
    };
    const first = await send();
    const second = await send();
    expect(first.status, await first.clone().text()).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { reference: string; message: string }[];
    expect(a!.message).toBe("Quote generated! Our team will contact you within 24 hours on working days.");
    expect(b!.reference).toBe(a!.reference);
    expect(await db.selectFrom("leads").select("id").where("fields", "like", "%Json Quote%").execute()).toHaveLength(1);
  });

  it("subscribes to the newsletter", async () => {
    const result = await postLeadJson(server.url, "newsletter", newsletterFields(stamp, { email: "json.reader@example.com" }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "success", form: "newsletter", reference: expect.stringMatching(/^N-/) });
  });

  it("answers field errors with 400, the messages by field and the values sent", async () => {
    const before = await leadCount();
    const result = await postLeadJson(
      server.url,
      "contact",
      contactFields(stamp, { email: "not-an-email", consent: "", company: "Kept Co" }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: "invalid",
      form: "contact",
      errors: { email: expect.stringContaining("valid email address"), consent: expect.any(String) },
      values: { company: "Kept Co", email: "not-an-email" },
    });
    expect(await leadCount()).toBe(before);
  });

  it("asks to resend with a fresh stamp when the stamp is forged", async () => {
    const result = await postLeadJson(server.url, "contact", contactFields("1700000000000.forgedforgedforgedforgedforgedforgedforgedfor"));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: "invalid",
      formError: "This form has expired. Please check your details and send it again.",
    });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await leadCount();
    const result = await postLeadJson(server.url, "contact", contactFields(stamp, { name: "Json Bot", website: "http://spam.example" }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "success", reference: expect.stringMatching(issuedReference("C")) });
    expect(await leadCount()).toBe(before);
  });

  it("refuses unknown fields, a JSON body and a cross-site post, and stores nothing", async () => {
    const before = await leadCount();
    const unknown = await postLeadJson(server.url, "contact", contactFields(stamp, { total: "1" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: "refused", message: expect.stringContaining("total") });
    const json = await postLeadJson(server.url, "contact", contactFields(stamp), {
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ status: "refused", form: "contact" });
    const crossSite = await fetch(new URL("/api/leads/contact", server.url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", Cookie: `form_stamp=${stamp}` },
      body: new URLSearchParams(contactFields(stamp, { name: "Cross Site" })).toString(),
    });
    expect(crossSite.status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it("answers 404 JSON for a form that does not exist, and 405 to a GET", async () => {
    const unknown = await postLeadJson(server.url, "careers", contactFields(stamp));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: "not-found", message: expect.stringContaining("contact, quote, newsletter") });
    const get = await fetch(new URL("/api/leads/contact", server.url));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("lead JSON endpoint under limits and outages", () => {
  it("answers 503 with Retry-After while the store is unreachable, then 429 with Retry-After past the rate limit", async () => {
    const server = await startServer({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", FORM_RATE_PER_MINUTE: "2" });
    try {
      const stamp = await fetchStamp(server.url);
      await waitPastMinimumFillTime();
      const unavailable = await postLeadJson(server.url, "contact", contactFields(stamp));
      expect(unavailable.status).toBe(503);
      expect(unavailable.retryAfter).toBe("30");
      // Nothing saved: the island shows the message above the form and keeps what was typed (decision 050).
      expect(unavailable.body).toMatchObject({ status: "invalid", formError: expect.stringContaining("could not save your request") });
      await postLeadJson(server.url, "contact", contactFields(stamp));
      const limited = await postLeadJson(server.url, "contact", contactFields(stamp));
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({ status: "refused", message: expect.stringContaining("too many times") });
    } finally {
      await server.stop();
    }
  });
});
