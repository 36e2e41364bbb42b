import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careersPage } from "~/content/careers";
import { localizedPath, type Locale } from "~/i18n/locale";
import { i18nFor } from "~/i18n/messages.server";
import type { MessageId } from "~/i18n/messages";
import { startSmtp, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { executableFile, pdfFile } from "../support/cv-files";
import { launchBrowser } from "./support/browser";
import { copyRepository, type RepositoryCopy } from "./support/repository-copy";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 25, careers (docs/decisions/145): /careers in both languages says there is no opening while none is open and
// takes a general application with a CV, posted without JavaScript as a plain multipart form. The CV reaches the HR
// mailbox (not sales) through the outbox, attached with its bytes unchanged; a renamed executable and a 6 MB file are
// refused beside the field in the page's language, every typed field kept. A copy of the repository with an opening
// of its own shows it with its JobPosting.

const locales: Locale[] = ["en", "ar"];
const HR = "hr@k2.example.sa";
const SALES = "sales@k2.example.sa";
const message = (locale: Locale, id: MessageId) => i18nFor(locale)._(id);

/** The base64 body of the mail's attachment of this type, decoded. */
function attachmentOf(raw: string, contentType: string): Buffer | undefined {
  const part = raw
    .split(/\r?\n--/)
    .find((section) => section.includes(`Content-Type: ${contentType}`) && /Content-Disposition: attachment/i.test(section));
  const body = part?.split(/\r?\n\r?\n/)[1];
  return body === undefined ? undefined : Buffer.from(body.replace(/\s+/g, ""), "base64");
}

describe("/careers without openings", () => {
  let smtp: SmtpRecorder;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      FORM_RATE_PER_MINUTE: "10000",
      FORM_RATE_PER_DAY: "10000",
      SMTP_URL: smtp.url,
      SALES_EMAIL: SALES,
      HR_EMAIL: HR,
      MAIL_FROM: "leads@k2.example.sa",
      DELIVERY_POLL_MS: "100",
    });
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** The page in a browser without JavaScript, past the forms' minimum fill time. */
  async function openForm(locale: Locale): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizedPath("/careers", locale));
    await page.waitForTimeout(3_200);
    return { page, close: () => context.close() };
  }

  async function fillIn(page: Page, who: string) {
    await page.fill("#application-name", who);
    await page.fill("#application-email", `${who.toLowerCase().replace(/\W+/g, ".")}@example.com`);
    await page.fill("#application-phone", "050 123 4567");
    await page.fill("#application-message", `Five years installing CCTV (${who}).`);
    await page.check("#application-consent");
  }

  it.each(locales)("%s: says no position is open, invites a general application, and describes no JobPosting", async (locale) => {
    const html = await (await fetch(new URL(localizedPath("/careers", locale), server.url))).text();
    const { page, close } = await openForm(locale);
    try {
      expect(await page.getByText(careersPage[locale].noOpenings).isVisible()).toBe(true);
      expect(await page.locator("form[enctype='multipart/form-data'] input[type=file][name=cv]").count()).toBe(1);
      expect(await page.locator("#application-opening option").allTextContents()).toEqual([message(locale, "forms.application.general")]);
      // The notice is folded to its summary (docs/decisions/154): its items show once opened, before sending.
      await page.locator("form details > summary").first().click();
      expect(await page.getByText(careersPage[locale].notice.items[3]!.text).isVisible()).toBe(true);
    } finally {
      await close();
    }
    expect(html).not.toContain("JobPosting");
    expect(html).not.toMatch(/coming soon|قريباً -/i);
  });

  it.each(locales)("%s: a general application with a PDF reaches HR, not sales, with the file's bytes unchanged", async (locale) => {
    const cv = pdfFile(`CV ${locale}`);
    const who = `Applicant ${locale.toUpperCase()} ${Date.now()}`;
    const { page, close } = await openForm(locale);
    let reference: string;
    try {
      await fillIn(page, who);
      await page.setInputFiles("#application-cv", { name: "my cv.pdf", mimeType: "application/pdf", buffer: cv });
      await Promise.all([page.waitForURL(/\/thank-you\/A-/), page.click("form[enctype] button[type=submit]")]);
      expect(new URL(page.url()).pathname.startsWith(localizedPath("/thank-you/", locale))).toBe(true);
      reference = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);
      expect(await page.getByText(message(locale, "forms.application.confirmation")).isVisible()).toBe(true);
    } finally {
      await close();
    }
    const deadline = Date.now() + 20_000;
    while (!smtp.messages.some((mail) => mail.raw.includes(reference))) {
      if (Date.now() > deadline) throw new Error(`No mail for ${reference}:\n${server.output().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mails = smtp.messages.filter((mail) => mail.raw.includes(reference));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([HR]);
    expect(mails[0]!.headers.get("subject")).toContain(`Job application ${reference}`);
    expect(attachmentOf(mails[0]!.raw, "application/pdf")?.equals(cv)).toBe(true);
    // Kept under DATA_DIR, readable by the server's user only, and never in a log.
    const folder = path.join(server.dataDir, "uploads", "cv");
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const files = readdirSync(folder);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(statSync(path.join(folder, file)).mode & 0o777).toBe(0o600);
    expect(server.output()).not.toContain(files[0]!);
  });

  it.each(locales)("%s: a renamed executable and a 6 MB file are refused beside the field, every typed field kept", async (locale) => {
    const who = `Refused ${locale.toUpperCase()} ${Date.now()}`;
    const sentBefore = smtp.messages.length;
    const { page, close } = await openForm(locale);
    try {
      for (const [file, status, error] of [
        [{ name: "cv.pdf", mimeType: "application/pdf", buffer: executableFile() }, 415, "forms.application.error.cvType"],
        [
          { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.concat([pdfFile(), Buffer.alloc(6 * 1024 * 1024, 0x20)]) },
          413,
          "forms.application.error.cvTooLarge",
        ],
      ] as const) {
        await fillIn(page, who);
        await page.setInputFiles("#application-cv", { ...file });
        const [response] = await Promise.all([page.waitForNavigation(), page.click("form[enctype] button[type=submit]")]);
        expect(response?.status()).toBe(status);
        expect((await page.locator("#application-cv-error").textContent())?.trim()).toBe(message(locale, error));
        expect(await page.locator("#application-cv").getAttribute("aria-invalid")).toBe("true");
        expect(await page.inputValue("#application-name")).toBe(who);
        expect(await page.inputValue("#application-message")).toBe(`Five years installing CCTV (${who}).`);
        expect(await page.isChecked("#application-consent")).toBe(true);
        expect(await page.locator("html").getAttribute("lang")).toBe(locale);
        // The next try fills the same form again, as the visitor would after choosing another file.
        await page.goto(localizedPath("/careers", locale));
        await page.waitForTimeout(3_200);
      }
    } finally {
      await close();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.slice(sentBefore).filter((mail) => mail.raw.includes(who))).toEqual([]);
  });
});

describe("/careers with an open opening (a copy of the repository)", () => {
  let copy: RepositoryCopy;
  let server: RunningServer;
  const opening = (language: "en" | "ar") =>
    language === "en"
      ? {
          id: "security-technician",
          title: "Security Systems Technician",
          department: "Installation",
          city: "Riyadh",
          type: "full-time",
          description: "Install and service **CCTV** and access control systems for our clients.",
          requirements: ["Two years installing CCTV", "A Saudi driving licence"],
          open: true,
          posted: "2026-11-20",
        }
      : {
          id: "security-technician",
          title: "فني أنظمة أمنية",
          department: "التركيب",
          city: "الرياض",
          type: "full-time",
          description: "تركيب أنظمة **المراقبة** والتحكم في الدخول وصيانتها لعملائنا.",
          requirements: ["خبرة سنتين في تركيب كاميرات المراقبة", "رخصة قيادة سعودية"],
          open: true,
          posted: "2026-11-20",
        };

  beforeAll(async () => {
    copy = copyRepository();
    const yamlOf = (language: "en" | "ar") =>
      Object.entries(opening(language))
        .map(([key, value]) =>
          Array.isArray(value)
            ? `  ${key}:\n${value.map((item) => `    - ${JSON.stringify(item)}`).join("\n")}`
            : `  ${key}: ${JSON.stringify(value)}`,
        )
        .join("\n");
    copy.write("content/careers/security-technician.yaml", `en:\n${yamlOf("en")}\nar:\n${yamlOf("ar")}\n`);
    // A closed opening is neither shown nor described.
    copy.write(
      "content/careers/closed-role.yaml",
      `en:\n${yamlOf("en").replace("security-technician", "closed-role").replace("open: true", "open: false")}\nar:\n${yamlOf("ar").replace("security-technician", "closed-role").replace("open: true", "open: false")}\n`,
    );
    server = await copy.buildAndServe({ SITE_URL: "https://k2.example.sa" });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    copy?.remove();
  });

  it.each(locales)("%s: lists the opening, offers it in the form and describes it as a JobPosting", async (locale) => {
    const html = await (await fetch(new URL(localizedPath("/careers", locale), server.url))).text();
    const expected = opening(locale);
    expect(html).toContain(`id="security-technician"`);
    expect(html).not.toContain("closed-role");
    expect(html).not.toContain(careersPage[locale].noOpenings);
    expect(html).toContain(`<option value="security-technician">${expected.title} (${expected.city})</option>`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const postings = blocks.filter((block) => block["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      "@context": "https://schema.org",
      title: expected.title,
      datePosted: "2026-11-20",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "SA", addressLocality: expected.city } },
    });
    expect(postings[0]!.description).toContain(expected.requirements[0]);
    expect(String((postings[0]!.hiringOrganization as { name: string }).name)).toBeTruthy();
  });
});
