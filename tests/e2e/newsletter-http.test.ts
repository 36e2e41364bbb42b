import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { DeliveryConfig } from "~/leads/delivery/config.server";
import { issueConfirmationToken } from "~/leads/newsletter.server";
import { linkInMail } from "./support/mail-links";
import { startServer, type RunningServer } from "../../scripts/support/server";
import { findSubscriber, freshDatabase, type FreshDatabase } from "../support/databases";
import { newsletter, siteUrl, submit, testConfig, waitUntil } from "../integration/delivery-support/fixtures";
import { startSmtp, type ReceivedMail, type SmtpRecorder } from "../integration/delivery-support/smtp";

// The newsletter pages over HTTP, on the production server (server/index.ts with its delivery
// worker,): subscribe, the confirmation mail arrives, its link confirms,
// a reused or expired link gets a clear refusal page, and unsubscribing works.

let fresh: FreshDatabase;
let db: AppDatabase;
let smtp: SmtpRecorder;
let server: RunningServer;
let config: DeliveryConfig;

beforeAll(async () => {
  fresh = await freshDatabase("sqlite");
  db = fresh.db;
  smtp = await startSmtp();
  const env = {
    SMTP_URL: smtp.url,
    SALES_EMAIL: "sales@k2.example.sa",
    MAIL_FROM: "news@k2.example.sa",
    SITE_URL: siteUrl,
    NEWSLETTER_SECRET: "newsletter-secret-for-tests-0123",
  };
  config = testConfig(env);
  server = await startServer({ ...fresh.env, ...env, DELIVERY_POLL_MS: "50" });
}, 200_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fresh?.cleanup();
});

const linkIn = (mail: ReceivedMail, path: string) => linkInMail(mail, path, server.url);

async function page(url: string, init?: RequestInit) {
  const response = await fetch(url, { redirect: "manual", ...init });
  const html = await response.text();
  return {
    status: response.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    cacheControl: response.headers.get("cache-control"),
  };
}

/** What pressing the page's one button does: a form POST to the link itself. */
const press = (url: string) => page(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" });

async function subscribe(email: string): Promise<ReceivedMail> {
  const before = smtp.messages.length;
  await submit(db, newsletter(email), config);
  // The server's own worker sends the confirmation.
  await waitUntil(() => smtp.messages.length > before, 20_000, "the confirmation mail");
  return smtp.messages[before]!;
}

describe("newsletter pages on the production server", () => {
  it("confirms through the mailed link, once", async () => {
    const mail = await subscribe("reader@example.com");
    expect(mail.to).toEqual(["reader@example.com"]);

    // Opening the link (as a mail scanner does) only shows the button.
    const opened = await page(linkIn(mail, "/newsletter/confirm"));
    expect(opened).toMatchObject({
      status: 200,
      title: "Confirm your subscription",
      h1: "Confirm your subscription",
      robots: "noindex, nofollow",
    });
    expect(opened.html).toMatch(/<form[^>]*method="post"[^>]*>[\s\S]*Confirm my subscription/);
    expect(await findSubscriber(db, "reader@example.com")).toMatchObject({ status: "pending" });

    const confirmed = await press(linkIn(mail, "/newsletter/confirm"));
    expect(confirmed).toMatchObject({
      status: 200,
      title: "Subscription confirmed",
      h1: "Subscription confirmed",
      robots: "noindex, nofollow",
      cacheControl: "private, no-store",
    });
    expect(confirmed.html).toContain("Every mail has a link to unsubscribe");
    expect(await findSubscriber(db, "reader@example.com")).toMatchObject({ status: "confirmed" });

    const reused = await press(linkIn(mail, "/newsletter/confirm"));
    expect(reused).toMatchObject({ status: 410, h1: "This link has already been used", robots: "noindex, nofollow" });
    expect(reused.html).toContain("Each confirmation link works only once");
  });

  it("takes the button's post from a page of the site that sends no referrer, and no other site's", async () => {
    // A browser posts `Origin: null` from a page with Referrer-Policy: no-referrer; `Sec-Fetch-Site` says whose page it was.
    const mail = await subscribe("no-referrer@example.com");
    const from = (site: string) => ({ "Content-Type": "application/x-www-form-urlencoded", Origin: "null", "Sec-Fetch-Site": site });
    const crossSite = await page(linkIn(mail, "/newsletter/confirm"), { method: "POST", headers: from("cross-site"), body: "" });
    expect(crossSite.status).toBe(403);
    expect(await findSubscriber(db, "no-referrer@example.com")).toMatchObject({ status: "pending" });
    const own = await page(linkIn(mail, "/newsletter/confirm"), { method: "POST", headers: from("same-origin"), body: "" });
    expect(own).toMatchObject({ status: 200, h1: "Subscription confirmed" });
    expect(await findSubscriber(db, "no-referrer@example.com")).toMatchObject({ status: "confirmed" });
  });

  it("refuses an expired link with a clear page", async () => {
    await submit(db, newsletter("late@example.com"), testConfig({}));
    const subscriber = (await findSubscriber(db, "late@example.com"))!;
    const token = await issueConfirmationToken(db, subscriber.id, new Date(Date.now() - 8 * 24 * 3600_000));
    const expired = await press(`${server.url}/newsletter/confirm?token=${token}`);
    expect(expired).toMatchObject({ status: 410, h1: "This link has expired", robots: "noindex, nofollow" });
    expect(expired.html).toContain("valid for 7 days");
    expect(await findSubscriber(db, "late@example.com")).toMatchObject({ status: "pending" });
  });

  it("refuses a damaged or missing token", async () => {
    for (const query of ["?token=not-a-token", "?token=", ""]) {
      expect(await page(`${server.url}/newsletter/confirm${query}`)).toMatchObject({ status: 400, h1: "This link is not valid" });
      expect(await press(`${server.url}/newsletter/confirm${query}`)).toMatchObject({ status: 400, h1: "This link is not valid" });
    }
  });

  it("unsubscribes with the button of the mailed link, and by the mail client's POST", async () => {
    const mail = await subscribe("leaver@example.com");
    await press(linkIn(mail, "/newsletter/confirm"));

    const opened = await page(linkIn(mail, "/newsletter/unsubscribe"));
    expect(opened).toMatchObject({ status: 200, h1: "Unsubscribe from our newsletter" });
    expect(await findSubscriber(db, "leaver@example.com")).toMatchObject({ status: "confirmed" });
    const done = await press(linkIn(mail, "/newsletter/unsubscribe"));
    expect(done).toMatchObject({ status: 200, h1: "You are unsubscribed", robots: "noindex, nofollow", cacheControl: "private, no-store" });
    expect(await findSubscriber(db, "leaver@example.com")).toMatchObject({ status: "unsubscribed" });

    // RFC 8058: the List-Unsubscribe header's URL, POSTed by the mail provider.
    const other = await subscribe("one-click@example.com");
    const header = /^<(.+)>$/.exec(other.headers.get("list-unsubscribe") ?? "")![1]!;
    const posted = await page(header.replace(siteUrl, server.url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await findSubscriber(db, "one-click@example.com")).toMatchObject({ status: "unsubscribed" });

    const forged = await press(`${server.url}/newsletter/unsubscribe?token=1.${"A".repeat(43)}`);
    expect(forged).toMatchObject({ status: 400, h1: "This unsubscribe link is not valid" });
  });

  it("answers a second subscription of a known address no differently and mails no one else", async () => {
    const mail = await subscribe("twice@example.com");
    await press(linkIn(mail, "/newsletter/confirm"));
    const count = smtp.messages.length;
    const again = await submit(db, newsletter("twice@example.com"), config);
    const newcomer = await submit(db, newsletter("new@example.com"), config);
    // The store answers alike (issue 6's form shows the same message either way).
    expect(again.created).toBe(newcomer.created);
    await waitUntil(() => smtp.messages.length > count, 20_000, "the new address's confirmation");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(count).map((message) => message.to)).toEqual([["new@example.com"]]);
  });
});
