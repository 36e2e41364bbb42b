import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/db.server";
import { contactFields, fetchStamp, postForm, postLeadJson, waitPastMinimumFillTime } from "./support/leads";
import { messageIn } from "./support/locales";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Per-client limits on every form POST: 429 with Retry-After and a clear message; shared through Redis.

describe("form rate limits in memory", () => {
  let server: RunningServer;
  let stamp: string;
  beforeAll(async () => {
    server = await startServer({ FORM_RATE_PER_MINUTE: "3", FORM_RATE_PER_DAY: "100" });
    stamp = await fetchStamp(server.url);
    await waitPastMinimumFillTime();
  }, 60_000);
  afterAll(() => server?.stop());

  it("refuses the 4th contact submission in a minute with 429 and Retry-After, and stores it nowhere", async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name: `Limited ${i}` })));
    expect(results.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    const refused = results[3]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.html).toContain("You have sent this form too many times");
    const db = createDatabase({ dataDir: server.dataDir });
    const stored = await db.selectFrom("leads").select("fields").execute();
    await db.destroy();
    expect(stored.some((row) => row.fields.includes("Limited 3"))).toBe(false);
  });

  it("tells an Arabic page's visitor the wait in Arabic, the noun agreeing with the number (decision 132)", async () => {
    const fields = contactFields(stamp, { name: "Limited Arabic", sourcePage: "/ar/contact/contact-us" });
    const refused = await postForm(server.url, "/ar/contact/contact-us", fields);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.html).toContain(messageIn("ar", "forms.error.tooManySeconds", { seconds }));
    // The form CLDR gives the figure: "ثانية واحدة", "ثانيتين", "5 ثوانٍ", "45 ثانية".
    const wait = { one: "بعد ثانية واحدة", two: "بعد ثانيتين", few: `بعد ${seconds} ثوانٍ`, many: `بعد ${seconds} ثانية` };
    expect(refused.html).toContain(wait[new Intl.PluralRules("ar").select(seconds) as keyof typeof wait]);
  });

  it("counts the posts of a survey's manage page on their own: the 4th in a minute is a 429 in the page's language", async () => {
    // A link of no booking: each post that passes the limit is refused for its link, before the database.
    const manage = (page: string) =>
      postForm(
        server.url,
        page,
        { ref: "S-2026-000001", v: "0", sig: "nope", intent: "cancel" },
        { headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url } },
      );
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await manage("/contact/site-survey/manage"));
    expect(results.map((result) => result.status)).toEqual([403, 403, 403]);
    const refused = await manage("/ar/contact/site-survey/manage");
    expect(refused.status).toBe(429);
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.html).toContain(`data-testid="manage-message">${messageIn("ar", "forms.error.tooManySeconds", { seconds })}<`);
  });

  it("answers a live island's refusal in its page's language: the JSON endpoint's path names none", async () => {
    const fromPage = (sourcePage: string) =>
      postLeadJson(server.url, "contact", contactFields(stamp, { name: "Limited island", sourcePage }));
    const [arabic, english] = [await fromPage("/ar/contact/contact-us"), await fromPage("/contact/contact-us")];
    for (const [answer, locale] of [
      [arabic, "ar"],
      [english, "en"],
    ] as const) {
      expect(answer.status).toBe(429);
      const seconds = Number(answer.retryAfter);
      expect(seconds).toBeGreaterThan(0);
      expect(answer.body).toEqual({
        status: "refused",
        form: "contact",
        message: messageIn(locale, "forms.error.tooManySeconds", { seconds }),
      });
    }
    expect((arabic.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  it("counts each form separately", async () => {
    const quote = await postForm(server.url, "/newsletter", {
      email: "limits@example.com",
      website: "",
      formStamp: stamp,
      sourcePage: "/",
    });
    expect(quote.status).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("form rate limits shared through Redis", () => {
  it("two server instances share one limit", async () => {
    const env = {
      FORM_SECRET: "shared-test-secret",
      REDIS_URL: process.env.TEST_REDIS_URL!,
      RATE_LIMIT_NAMESPACE: `t${randomBytes(4).toString("hex")}-`,
      FORM_RATE_PER_MINUTE: "4",
      FORM_RATE_PER_DAY: "100",
    };
    const a = await startServer(env);
    const b = await startServer({ ...env, DATA_DIR: a.dataDir });
    try {
      const stamp = await fetchStamp(a.url);
      await waitPastMinimumFillTime();
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const server = i % 2 === 0 ? a : b;
        statuses.push((await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name: `Shared ${i}` }))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
