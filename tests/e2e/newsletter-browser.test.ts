import { createServer, type Server } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { localizedPath, locales, type Locale } from "~/i18n/locale";
import { i18nFor } from "~/i18n/messages.server";
import { findSubscriber, freshDatabase, type FreshDatabase } from "../support/databases";
import { siteUrl } from "../integration/delivery-support/fixtures";
import { startSmtp, type ReceivedMail, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { launchBrowser, openPage } from "./support/browser";
import { fetchStamp, newsletterFields, postForm, waitPastMinimumFillTime } from "./support/leads";
import { linkInMail } from "./support/mail-links";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 22, item 1: the confirm and unsubscribe links of a newsletter mail, opened in Chromium, and their one button
// pressed, in both languages. The mails come from the server's own worker through a real SMTP sink. A page of another
// site posting to the same links is refused, whether its browser sends its origin or `Origin: null`.

let fresh: FreshDatabase;
let db: AppDatabase;
let smtp: SmtpRecorder;
let server: RunningServer;
let browser: Browser;
let stamp: string;

beforeAll(async () => {
  fresh = await freshDatabase("sqlite");
  db = fresh.db;
  smtp = await startSmtp();
  server = await startServer({
    ...fresh.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: "news@k2.example.sa",
    SITE_URL: siteUrl,
    DELIVERY_POLL_MS: "50",
    FORM_RATE_PER_MINUTE: "1000",
    FORM_RATE_PER_DAY: "1000",
  });
  browser = await launchBrowser();
  stamp = await fetchStamp(server.url, "/newsletter");
  await waitPastMinimumFillTime();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await fresh?.cleanup();
});

/** Signs an address up on the newsletter page of a language and returns the confirmation mail the worker sends. */
async function signUp(email: string, locale: Locale): Promise<ReceivedMail> {
  const page = localizedPath("/newsletter", locale);
  const posted = await postForm(server.url, page, newsletterFields(stamp, { email, sourcePage: page }));
  expect(posted.postStatus).toBe(303);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.messages.find((message) => message.to.includes(email));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No confirmation mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const linkIn = (mail: ReceivedMail, path: string) => linkInMail(mail, path, server.url);

/** Opens a link as a visitor does, presses the page's one button and returns the status of the answer. */
async function openAndPress(page: Page, link: string, button: string): Promise<number> {
  await page.goto(link);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState();
  return answer.status();
}

describe.each(locales)("newsletter links in %s", (locale) => {
  const messages = i18nFor(locale);

  it("confirm and unsubscribe with the page's button", async () => {
    const email = `browser-${locale}@example.com`;
    const mail = await signUp(email, locale);
    const { page, errors, close } = await openPage(browser, { baseURL: server.url });

    expect(
      await openAndPress(page, linkIn(mail, localizedPath("/newsletter/confirm", locale)), messages._("newsletter.confirm.prompt.button")),
    ).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(messages._("newsletter.confirm.confirmed.title"));
    expect(await findSubscriber(db, email)).toMatchObject({ status: "confirmed" });

    const unsubscribe = linkIn(mail, localizedPath("/newsletter/unsubscribe", locale));
    expect(await openAndPress(page, unsubscribe, messages._("newsletter.unsubscribe.prompt.button"))).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
      messages._("newsletter.unsubscribe.unsubscribed.title"),
    );
    expect(await findSubscriber(db, email)).toMatchObject({ status: "unsubscribed" });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("a page of another site posting to an unsubscribe link", () => {
  let evil: Server;
  let evilUrl: string;

  beforeAll(async () => {
    // Another site: another loopback address, so Chromium sends `Sec-Fetch-Site: cross-site`.
    evil = createServer((req, res) => {
      const target = new URL(req.url!, "http://evil").searchParams.get("target")!;
      const referrer = req.url!.startsWith("/hidden") ? `<meta name="referrer" content="no-referrer">` : "";
      res.setHeader("Content-Type", "text/html");
      res.end(`<!doctype html>${referrer}<form method="post" action="${target}"><button>Win a prize</button></form>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, "127.0.0.2", resolve));
    evilUrl = `http://127.0.0.2:${(evil.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

  it.each([
    ["with its origin", "/plain"],
    ["with Origin: null", "/hidden"],
  ])("is refused %s", async (_label, evilPath) => {
    const email = `target${evilPath.replace("/", "-")}@example.com`;
    const mail = await signUp(email, "en");
    const { page, close } = await openPage(browser, { baseURL: server.url });
    const target = linkIn(mail, "/newsletter/unsubscribe");
    expect(await openAndPress(page, `${evilUrl}${evilPath}?target=${encodeURIComponent(target)}`, "Win a prize")).toBe(403);
    expect(await findSubscriber(db, email)).toMatchObject({ status: "pending" });
    await close();
  });
});
