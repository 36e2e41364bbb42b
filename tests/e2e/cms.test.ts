import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { freePort, startServer, type RunningServer } from "../../scripts/support/server";
import { decapPackageFile } from "../../server/admin-vite-plugin";
import { escapeHtml } from "./support/html";
import { launchBrowser } from "./support/browser";
import { copyRepository, type RepositoryCopy } from "./support/repository-copy";

// The editor at /admin end to end (issue 24, docs/decisions/133): Decap CMS from the test build, saving through
// decap-server (`npm run cms`'s local backend) on a free loopback port into a temporary git copy of the repository,
// so the real tree is never written. An editor changes the Arabic headline of a service page and adds an FAQ in both
// languages; the files change on disk; a production build of the copy shows both on the pages. Empty required
// fields are refused, in either language.

/** The access-control service page's own texts (content/pages/, app/content/page-texts.ts): its headline is the h1. */
const SERVICE = "content/pages/services-access-control.yaml";
const SERVICE_ENTRY = "/collections/pages/entries/services-access-control";
const HEADLINE = "title";
const HEADLINE_LABEL = "Heading (h1)";
const FAQ_ID = "emergency-call-out";
const FAQ_TOPIC = "support";
const FAQ = {
  en: { question: "Do you answer emergency calls at night?", answer: "Yes: our emergency line answers every night of the year." },
  ar: { question: "هل تردون على مكالمات الطوارئ ليلاً؟", answer: "نعم: خط الطوارئ لدينا يرد كل ليلة طوال العام." },
};
const NEW_ARABIC_HEADLINE = "أنظمة التحكم الذكي في الدخول";
/** A client's review (app/content/reviews.ts): the collection ships empty, so its page appears with the first one. */
const REVIEW = {
  id: "warehouse-manager-dammam",
  sector: "warehouse",
  date: "2026-10",
  consent: "Agreed by email on 12 October 2026 to publication with initials.",
  en: { quote: "The new cameras cover every loading bay.", name: "A. K.", role: "Warehouse manager", city: "Dammam" },
  ar: { quote: "الكاميرات الجديدة تغطي كل رصيف تحميل.", name: "أ. ك.", role: "مدير مستودع", city: "الدمام" },
};
/** The company settings (content/settings/company.yaml) and a partner's logo an editor uploads there. */
const SETTINGS = "content/settings/company.yaml";
const SETTINGS_ENTRY = "/collections/company/entries/company";
const LOGO = {
  fixture: path.resolve("public/og-image.png"),
  src: "/media/og-image.png",
  name: { en: "Riyadh Partners", ar: "شركاء الرياض" },
};

let repository: RepositoryCopy;
let copy: string;
let decapServer: ChildProcess;
let backendOrigin: string;
let site: RunningServer;
let browser: Browser;
let page: Page;
const violations: string[] = [];
const pageErrors: string[] = [];
const requestOrigins = new Set<string>();
const realTreeBefore = () => execFileSync("git", ["status", "--porcelain", "--", "content", "public"], { encoding: "utf8" });
let realTree: string;

const read = (file: string) => readFileSync(path.join(copy, file), "utf8");
const record = (file: string) => parse(read(file)) as Record<"en" | "ar", Record<string, unknown>>;
const changedFiles = () =>
  execFileSync("git", ["status", "--porcelain"], { cwd: copy, encoding: "utf8" }).split("\n").filter(Boolean).sort();

/** decap-server in fs mode over the copy, on a free loopback port; resolves once it listens. */
async function startDecapServer(dir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [decapPackageFile("decap-server/dist/index.js")], {
    cwd: dir,
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: dir, BIND_HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 30_000);
    const listen = (chunk: Buffer) => {
      output += chunk;
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", listen);
    child.stderr!.on("data", listen);
    child.once("exit", () => reject(new Error(`decap-server exited:\n${output}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Polls until `check` stops throwing: Decap's toasts are no signal that a file is written. */
async function eventually<T>(check: () => T, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The first and last columns with text in an input's picture, as fractions of its width (the border left out). */
async function inkSpan(field: Locator): Promise<{ left: number; right: number }> {
  const picture = (await field.screenshot()).toString("base64");
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const inked: number[] = [];
    for (let x = 6; x < width - 6; x++) {
      for (let y = 6; y < height - 6; y++) {
        const at = (y * width + x) * 4;
        if (data[at]! + data[at + 1]! + data[at + 2]! < 3 * 128) {
          inked.push(x);
          break;
        }
      }
    }
    return { left: inked[0]! / width, right: inked.at(-1)! / width };
  }, picture);
}

/**
 * Opens a record with both languages side by side. After another entry in the same session Decap may show an empty
 * form, so reload; the right pane is a preference Decap keeps (`cms.right-pane`), set back to the second language.
 * A form still empty after 20 s is opened again from its address, twice at most: in two CI runs the preview test,
 * which follows a publish, timed out with the form empty through every reload (Decap may still move the address to
 * the published entry once the test has gone on; a reload reloads wherever it went).
 */
async function openEntry(hash: string, loaded?: string) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${site.url}/admin#${hash}`);
    await page.evaluate(() => localStorage.setItem("cms.right-pane", "i18n"));
    await page.reload();
    if (!loaded) return;
    const filled = page.waitForFunction(
      (selector) => Boolean((document.querySelector(selector) as HTMLInputElement | null)?.value),
      loaded,
      { timeout: 20_000 },
    );
    try {
      return void (await filled);
    } catch (error) {
      if (attempt < 3) continue;
      // Where Decap was and what it showed, so that a failure in CI says why.
      const shown = (await page.locator("body").innerText()).replace(/\s+/g, " ").slice(0, 400);
      throw new Error(`${loaded} still empty at ${page.url()}: ${shown}`, { cause: error });
    }
  }
}

async function publish() {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

const headline = (locale: 0 | 1) => page.locator(`input[id^="${HEADLINE}-field"]`).nth(locale);

beforeAll(async () => {
  realTree = realTreeBefore();
  repository = copyRepository();
  copy = repository.dir;
  const decap = await startDecapServer(copy);
  decapServer = decap.child;
  backendOrigin = decap.origin;
  site = await startServer({ CMS_LOCAL_BACKEND_URL: `${backendOrigin}/api/v1` });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on("request", (request) => requestOrigins.add(new URL(request.url()).origin));
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/.test(message.text())) violations.push(message.text());
  });
  // Decap refuses a configuration its own schema does not take ("Config Errors"), as an uncaught error.
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  decapServer?.kill();
  repository?.remove();
});

describe("the editor at /admin", () => {
  it("is a page of its own: noindex, out of the sitemap, its policy on /admin only", async () => {
    const admin = await fetch(`${site.url}/admin`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    const policy = admin.headers.get("content-security-policy")!;
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain(`connect-src 'self' blob: ${backendOrigin}`);
    const bundle = await fetch(`${site.url}/admin/decap-cms.js`);
    expect(bundle.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(bundle.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    // Every other page keeps its own policy.
    const home = (await fetch(`${site.url}/`)).headers.get("content-security-policy")!;
    expect(home).not.toContain("unsafe-eval");
    expect(home).not.toContain(backendOrigin);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain("/admin");
  });

  it("changes the Arabic headline of a service page and adds an FAQ in both languages, on disk", async () => {
    await page.goto(`${site.url}/admin`);
    await page.getByRole("button", { name: "Login" }).or(page.getByText("Config Errors")).first().waitFor();
    expect(pageErrors).toEqual([]);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Collections").first().waitFor();

    await openEntry(SERVICE_ENTRY, `input[id^="${HEADLINE}-field"]`);
    const englishHeadline = await headline(0).inputValue();
    await headline(1).fill(NEW_ARABIC_HEADLINE);
    // Arabic reads right to left in its input (public/admin/admin.css), English left to right.
    const arabic = await inkSpan(headline(1));
    const english = await inkSpan(headline(0));
    expect(arabic.right).toBeGreaterThan(0.9);
    expect(arabic.left).toBeGreaterThan(0.4);
    expect(english.left).toBeLessThan(0.1);
    // The preview shows the page in the language of the left pane: the Arabic one, right to left.
    await page.locator('button[title="Toggle preview"]').click();
    await page.getByRole("button", { name: /Writing in EN/ }).click();
    await page.getByRole("menuitem", { name: "AR" }).click();
    const preview = page.frameLocator("iframe").first();
    await expect.poll(() => preview.locator('main[dir="rtl"] h1').textContent()).toBe(NEW_ARABIC_HEADLINE);
    // With the site's stylesheet (the one its pages link) and the preview's own.
    const stylesheets = await preview.locator("html").evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ""));
    expect(stylesheets).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/app-[\w-]+\.css$/), `${site.url}/admin/preview.css`]),
    );
    await publish();
    await eventually(() => expect(record(SERVICE).ar[HEADLINE]).toBe(NEW_ARABIC_HEADLINE));
    expect(record(SERVICE).en[HEADLINE]).toBe(englishHeadline);

    // A new FAQ (app/content/faqs.ts): id, topic and place written once for both languages, the question and
    // its answer in each.
    await openEntry("/collections/faqs/new");
    await page.locator('input[id^="id-field"]').first().fill(FAQ_ID);
    await page.getByLabel("Topic").first().click();
    await page.getByRole("option", { name: FAQ_TOPIC, exact: true }).click();
    await page.locator('input[id^="order-field"]').first().fill("9");
    for (const [index, locale] of [
      [0, "en"],
      [1, "ar"],
    ] as const) {
      await page.locator('input[id^="question-field"]').nth(index).fill(FAQ[locale].question);
      await page.locator('textarea[id^="answer-field"]').nth(index).fill(FAQ[locale].answer);
    }
    await publish();
    const faq = await eventually(() => record(`content/faqs/${FAQ_ID}.yaml`));
    for (const locale of ["en", "ar"] as const) expect(faq[locale]).toEqual({ id: FAQ_ID, group: FAQ_TOPIC, order: 9, ...FAQ[locale] });

    expect(changedFiles()).toEqual([`?? content/faqs/${FAQ_ID}.yaml`, ` M ${SERVICE}`].sort());
    // Decap ran from this origin alone, no CDN, and its policy let it do all this.
    expect([...requestOrigins].sort()).toEqual([backendOrigin, site.url].sort());
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("previews a service page's opening, with its Markdown text", async () => {
    const { overview } = record("content/services/access-control.yaml").en as { overview: { heading: string } };
    await openEntry("/collections/services/entries/access-control", 'input[id^="slug-field"]');
    await page.locator('button[title="Toggle preview"]').click();
    const preview = page.frameLocator("iframe").first();
    await expect.poll(() => preview.locator(".admin-preview-headline").textContent()).toBe(overview.heading);
    expect(await preview.locator(".admin-preview p").count()).toBeGreaterThan(3);
  }, 120_000);

  it.each([
    ["English", 0, "Oops, you've missed a required field"],
    // Decap checks the default language only; public/admin/locale-checks.js refuses the rest.
    ["Arabic", 1, `the AR side is not complete: ${HEADLINE_LABEL} is required`],
  ] as const)(
    "refuses a save with the %s headline empty",
    async (_language, locale, message) => {
      const before = read(SERVICE);
      await openEntry(SERVICE_ENTRY, `input[id^="${HEADLINE}-field"]`);
      await headline(locale).fill("");
      await publish();
      await expect.poll(() => page.locator("body").innerText()).toContain(message);
      await page.waitForTimeout(1_000);
      expect(read(SERVICE)).toBe(before);
    },
    120_000,
  );

  it("uploads a partner's logo into the media folder from the company settings", async () => {
    // Decap's preview pane throws a few of its own errors in the tests before; this one starts afresh.
    pageErrors.length = 0;
    await openEntry(SETTINGS_ENTRY, 'input[id^="companyName-field"]');
    for (const [index, name] of [
      [0, LOGO.name.en],
      [1, LOGO.name.ar],
    ] as const) {
      await page.getByRole("button", { name: "Add Partner logos" }).nth(index).click();
      await page.locator('input[id^="name-field"]').nth(index).fill(name);
    }
    // Uploaded from the English column; the Arabic column picks the same file from the library, as the build asks
    // of a language-neutral field (Decap copies such fields into the other language only outside lists).
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(LOGO.fixture);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.getByText(path.basename(LOGO.src)).click();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await publish();
    const settings = await eventually(() => {
      const saved = record(SETTINGS);
      expect(saved.ar.partnerLogos).toHaveLength(1);
      return saved;
    });
    for (const locale of ["en", "ar"] as const) expect(settings[locale].partnerLogos).toEqual([{ name: LOGO.name[locale], src: LOGO.src }]);
    // The file itself, byte for byte, in the repository's media folder (app/admin/decap-config.ts: media_folder).
    expect(readFileSync(path.join(copy, "public", LOGO.src))).toEqual(readFileSync(LOGO.fixture));
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("publishes the first review of an empty collection, in both languages", async () => {
    pageErrors.length = 0;
    await openEntry("/collections/reviews/new");
    await page.locator('input[id^="id-field"]').first().fill(REVIEW.id);
    await page.locator('input[id^="sector-field"]').first().fill(REVIEW.sector);
    await page.locator('input[id^="date-field"]').first().fill(REVIEW.date);
    await page.locator('textarea[id^="consent-field"]').first().fill(REVIEW.consent);
    for (const [index, locale] of [
      [0, "en"],
      [1, "ar"],
    ] as const) {
      await page.locator('textarea[id^="quote-field"]').nth(index).fill(REVIEW[locale].quote);
      for (const field of ["name", "role", "city"] as const)
        await page.locator(`input[id^="${field}-field"]`).nth(index).fill(REVIEW[locale][field]);
    }
    await publish();
    const saved = await eventually(() => record(`content/reviews/${REVIEW.id}.yaml`));
    const { en, ar, ...neutral } = REVIEW;
    for (const [locale, words] of [
      ["en", en],
      ["ar", ar],
    ] as const)
      expect(saved[locale]).toEqual({ ...neutral, ...words });
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("shows both edits on the built pages, in English and Arabic", async () => {
    const started = Date.now();
    const built = await repository.buildAndServe();
    const buildSeconds = (Date.now() - started) / 1000;
    try {
      const shows = async (pathname: string, text: string) => {
        const response = await fetch(`${built.url}${pathname}`);
        expect(response.status, pathname).toBe(200);
        expect((await response.text()).includes(escapeHtml(text)), `${pathname} shows "${text}"`).toBe(true);
      };
      await shows("/services/access-control", String(record(SERVICE).en[HEADLINE]));
      await shows("/ar/services/access-control", NEW_ARABIC_HEADLINE);
      await shows("/resources/faqs", FAQ.en.question);
      await shows("/ar/resources/faqs", FAQ.ar.question);
      // The first review brings its page back: on the reviews page and its sector's industry page, in the sitemap.
      await shows("/resources/reviews", REVIEW.en.quote);
      await shows("/ar/resources/reviews", REVIEW.ar.quote);
      await shows(`/industries/${REVIEW.sector}`, REVIEW.en.quote);
      await shows(`/ar/industries/${REVIEW.sector}`, REVIEW.ar.quote);
      expect(await (await fetch(`${built.url}/sitemap.xml`)).text()).toContain("/resources/reviews</loc>");
      expect(await (await fetch(`${built.url}/resources/reviews`)).text()).not.toContain('name="robots" content="noindex');
      // The uploaded logo, named in each language, under the home page's figures.
      for (const [pathname, locale] of [
        ["/", "en"],
        ["/ar", "ar"],
      ] as const) {
        const html = await (await fetch(`${built.url}${pathname}`)).text();
        expect(html, pathname).toContain(`<img src="${LOGO.src}" alt="${escapeHtml(LOGO.name[locale])}"`);
      }
      expect((await fetch(`${built.url}${LOGO.src}`)).status).toBe(200);
    } finally {
      await built.stop();
    }
    // The build in a copy is what makes this file slow: keep it in sight (docs/decisions/133).
    expect(buildSeconds).toBeLessThan(180);
    expect(realTreeBefore()).toBe(realTree);
  }, 300_000);
});
