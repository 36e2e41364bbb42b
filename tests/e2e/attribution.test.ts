import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCrm, type Crm } from "../integration/delivery-support/crm";
import { deliveringServerEnv, webhookSecret } from "../integration/delivery-support/fixtures";
import { startSmtp, type ReceivedMail, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { runLeads } from "../support/run-script";
import { DESKTOP, launchBrowser } from "./support/browser";
import { contactFields, fetchStamp, postForm, waitPastMinimumFillTime, shownReference } from "./support/leads";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 26, item 11 (docs/decisions/160): a visitor follows a newsletter link from another site to a service page,
// moves on to the contact page and sends the form. The lead keeps the landing page, the utm values and the referring
// host (kept in sessionStorage, no cookie), which reach the stored lead (read through `npm run leads`), the CRM's
// webhook and the sales mail. Without JavaScript the form's own page and an external Referer's host are kept.

const landing = "/services/access-control";
const campaign = "utm_source=newsletter&utm_medium=email&utm_campaign=autumn";

/** What `npm run leads -- export --format json` says of each lead, by reference. */
interface ExportedLead {
  reference: string;
  attribution: {
    source: string;
    landingPage: string | null;
    referrerHost: string | null;
    utm: Record<string, string | null>;
  };
}

describe("where a lead came from", () => {
  let server: RunningServer;
  let smtp: SmtpRecorder;
  let crm: Crm;
  let browser: Browser;
  let partner: http.Server;
  let partnerUrl: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    crm = await startCrm(webhookSecret);
    server = await startServer(deliveringServerEnv({ smtpUrl: smtp.url, crmUrl: crm.url }));
    // Another site, on another loopback port and host name, whose page links to the campaign's landing URL.
    partner = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>Partner</title><a href="${server.url}${landing}?${campaign}">Our autumn offer</a>`);
    });
    await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
    partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/newsletter/issue-7?reader=42`;
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => partner?.close(resolve));
    await crm?.close();
    await smtp?.close();
  });

  const exported = async (reference: string): Promise<ExportedLead> => {
    const { stdout } = await runLeads(["export", "--since", "2026-01-01", "--format", "json"], {
      ...process.env,
      DATA_DIR: server.dataDir,
    });
    const lead = (JSON.parse(stdout) as ExportedLead[]).find((each) => each.reference === reference);
    if (!lead) throw new Error(`${reference} is not in the export`);
    return lead;
  };
  const salesMailOf = async (reference: string): Promise<ReceivedMail> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.messages.find((each) => each.raw.includes(reference) && each.to.includes("sales@k2.example.sa"));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No sales mail for ${reference}:\n${server.output().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const referenceOf = (page: Page) => shownReference(page, page, 20_000);

  it("a campaign link from another site: the landing page, utm values and referring host reach the lead, the CRM and sales", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(partnerUrl);
    await Promise.all([
      page.waitForURL(`${server.url}${landing}?${campaign}`),
      page.getByRole("link", { name: "Our autumn offer" }).click(),
    ]);
    expect(await page.evaluate(() => document.referrer)).toMatch(/^http:\/\/localhost:\d+\//);

    // Another page of the visit, then the contact form, sent by pressing its button.
    await page.goto("/contact/contact-us");
    const form = page.locator("form", { has: page.getByLabel("Full Name") });
    await form.getByLabel("Full Name").fill("Campaign Visitor");
    await form.getByLabel("Email Address").fill("campaign.visitor@example.com");
    await form.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await page.waitForTimeout(3_200);
    await form.getByRole("button", { name: "Send Message" }).click();
    const reference = await referenceOf(page);

    // Kept in this tab's sessionStorage, never in a cookie: the only cookie is the forms' stamp (a signed time).
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name).filter((name) => name !== "form_stamp")).toEqual([]);
    expect(JSON.stringify(cookies)).not.toMatch(/newsletter|autumn|localhost|access-control/);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("lead-attribution")))!)).toEqual({
      landingPage: landing,
      referrerHost: "localhost",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
    });
    await context.close();

    const expected = {
      source: "newsletter",
      landingPage: landing,
      referrerHost: "localhost",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn", utm_term: null, utm_content: null },
    };
    expect((await exported(reference)).attribution).toMatchObject(expected);

    const requests = await crm.waitFor(1, 20_000);
    const webhook = requests.find((request) => request.body.includes(reference))!;
    expect(webhook.signatureValid).toBe(true);
    expect((webhook.json as { lead: ExportedLead }).lead.attribution).toMatchObject(expected);
    // Only the referring host: the partner's path and its reader's query never leave the browser.
    expect(webhook.body).not.toMatch(/issue-7|reader/);

    const mail = await salesMailOf(reference);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`${landing}`);
      expect(part).toContain("Referred by: localhost");
      expect(part).toContain("Campaign: utm_source=newsletter, utm_medium=email, utm_campaign=autumn");
    }
    expect(mail.text).toMatch(new RegExp(`Landing page: \\S+${landing}`));
  });

  it("without JavaScript: the form's own page is the landing page, and an external Referer's host is kept", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/contact/contact-us?${campaign}`);
    const form = page.locator("form", { has: page.getByLabel("Full Name") });
    await form.getByLabel("Full Name").fill("Plain Visitor");
    await form.getByLabel("Email Address").fill("plain.visitor@example.com");
    await form.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await page.waitForTimeout(3_200);
    await Promise.all([page.waitForURL(/\/thank-you\/C-/), form.getByRole("button", { name: "Send Message" }).click()]);
    const reference = await referenceOf(page);
    await context.close();
    // The browser's Referer is the form's own page: not another site.
    expect((await exported(reference)).attribution).toMatchObject({
      source: "direct",
      landingPage: "/contact/contact-us",
      referrerHost: null,
    });

    // A plain post whose Referer is another site's page: its host only.
    const stamp = await fetchStamp(server.url, "/contact/contact-us");
    await waitPastMinimumFillTime();
    const posted = await postForm(server.url, "/contact/contact-us", contactFields(stamp, { email: "referred@example.com" }), {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: "https://partner.example.org/offers/autumn?id=7" },
    });
    expect(posted.postStatus).toBe(303);
    expect((await exported(posted.reference!)).attribution).toMatchObject({
      source: "partner.example.org",
      landingPage: "/contact/contact-us",
      referrerHost: "partner.example.org",
    });
  });

  it("refuses nothing over a broken attribution: bad values are dropped, the lead is kept", async () => {
    const stamp = await fetchStamp(server.url, "/contact/contact-us");
    await waitPastMinimumFillTime();
    const posted = await postForm(
      server.url,
      "/contact/contact-us",
      contactFields(stamp, {
        email: "tampered@example.com",
        landingPage: "/contact?email=someone@example.com",
        referrerHost: "https://evil.example/path",
        utm_source: "<script>alert(1)</script>",
        utm_campaign: "spring",
      }),
    );
    expect(posted.postStatus).toBe(303);
    expect((await exported(posted.reference!)).attribution).toMatchObject({
      source: "direct",
      landingPage: null,
      referrerHost: null,
      utm: { utm_source: null, utm_campaign: "spring" },
    });
  });
});
