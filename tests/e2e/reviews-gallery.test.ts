import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import type { RunningServer } from "../../scripts/support/server";
import { baseURL, DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { isEmptyCollectionPage } from "~/content/collection-pages";
import { copyRepository, type RepositoryCopy } from "./support/repository-copy";

// Issue 25, reviews and gallery. The site ships both collections empty (no invented review or photo): their pages
// then point to the case studies and the quote form, kept out of search engines, with no "Coming soon". A copy of the
// repository with a review and four gallery records of the test's own (tests/fixtures/collections/) shows them: the
// review on its page and on its sector's industry page in both languages, with no rating markup; the photos as
// <picture> with AVIF and WebP in several widths, opening large in a modal <dialog>.

const REVIEW = "tests/fixtures/collections/reviews/test-review.yaml";
const PHOTO = "tests/fixtures/collections/gallery/test-photo.yaml";
/** The fixture photo's size: wider than two of the variant widths (480, 800), narrower than the rest. */
const PHOTO_SIZE = { width: 1000, height: 750 };
const PHOTOS = 4;

type Block = Record<string, unknown>;
const fixture = (file: string) => parse(readFileSync(file, "utf8")) as Record<"en" | "ar", Block>;
const review = fixture(REVIEW);
const photo = fixture(PHOTO);

/** The section of a page's HTML that an element with `marker` opens, up to its closing tag. */
function sectionOf(html: string, marker: string): string {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe.skipIf(!isEmptyCollectionPage("/resources/reviews") || !isEmptyCollectionPage("/resources/gallery"))(
  "the collections' pages while they are empty (as shipped)",
  () => {
    it.each([
      ["/resources/reviews", "/case-studies", "/contact/get-quote"],
      ["/ar/resources/reviews", "/ar/case-studies", "/ar/contact/get-quote"],
      ["/resources/gallery", "/case-studies", "/contact/get-quote"],
      ["/ar/resources/gallery", "/ar/case-studies", "/ar/contact/get-quote"],
    ])("%s answers with links to the case studies and the quote form, noindex, no coming soon", async (url, caseStudies, quote) => {
      const response = await fetch(`${baseURL()}${url}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      const body = sectionOf(html, 'aria-labelledby="empty-collection-title"');
      expect(body).toContain(`href="${caseStudies}"`);
      expect(body).toContain(`href="${quote}"`);
      expect(html).not.toMatch(/coming soon|قريباً/i);
      expect(html).not.toContain("<picture");
    });
  },
);

describe("with a review and photos of the test's own, on a copy of the repository", () => {
  let repository: RepositoryCopy;
  let site: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    repository = copyRepository();
    repository.write("content/reviews/test-review.yaml", readFileSync(REVIEW, "utf8"));
    for (let order = 1; order <= PHOTOS; order++) {
      const id = `test-photo-${order}`;
      const record = (locale: "en" | "ar") => ({ ...photo[locale], id, order, caption: `${String(photo[locale].caption)} ${order}` });
      repository.write(`content/gallery/${id}.yaml`, stringify({ en: record("en"), ar: record("ar") }));
    }
    // A small test card: grey with a blue band, made here rather than shipped.
    mkdirSync(path.join(repository.dir, "public/media"), { recursive: true });
    const band = await sharp({ create: { width: PHOTO_SIZE.width, height: 150, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    await sharp({ create: { ...PHOTO_SIZE, channels: 3, background: "#9ca3af" } })
      .composite([{ input: band, top: 300, left: 0 }])
      .png()
      .toFile(path.join(repository.dir, "public/media/test-photo.png"));
    site = await repository.buildAndServe();
    browser = await launchBrowser();
    // A build of the whole site (1 to 2 minutes alone; more on a busy machine).
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    repository?.remove();
  });

  const html = async (url: string) => {
    const response = await fetch(`${site.url}${url}`);
    expect(response.status, url).toBe(200);
    return response.text();
  };

  describe("a review", () => {
    it.each([
      ["en", "/resources/reviews", "/industries/warehouse"],
      ["ar", "/ar/resources/reviews", "/ar/industries/warehouse"],
    ] as const)(
      "shows in %s on the reviews page and its sector's industry page, with no rating markup",
      async (locale, reviews, industry) => {
        for (const url of [reviews, industry]) {
          const page = await html(url);
          expect(page, url).toContain(String(review[locale].quote));
          expect(page, url).toContain(String(review[locale].name));
          expect(page, url).toContain(String(review[locale].city));
          // The consent note is for editors only.
          expect(page, url).not.toContain(String(review[locale].consent));
          for (const data of jsonLdOf(page)) {
            expect(data, url).not.toContain("AggregateRating");
            expect(data, url).not.toMatch(/"@type":\s*"Review"/);
          }
          expect(page, url).not.toContain('name="robots"');
        }
        // Another sector's page does not show it.
        expect(await html(industry.replace("warehouse", "hospital"))).not.toContain(String(review[locale].quote));
      },
    );
  });

  /** The gallery's photo buttons, in page order. */
  const photoButtons = (page: Page): Locator => page.locator('button[command="show-modal"][commandfor$="-dialog"]');

  describe("the gallery", () => {
    it.each([
      ["en", "/resources/gallery"],
      ["ar", "/ar/resources/gallery"],
    ] as const)("shows %s photos as <picture> with AVIF and WebP in several widths, lazy below the first screen", async (locale, url) => {
      const page = await html(url);
      expect(page).not.toContain('name="robots"');
      const pictures = [...page.matchAll(/<button[^>]*command="show-modal" commandfor="[^"]+-dialog"[^>]*>([\s\S]*?)<\/button>/g)].map(
        (match) => match[1]!,
      );
      expect(pictures).toHaveLength(PHOTOS);
      for (const [index, picture] of pictures.entries()) {
        for (const type of ["image/avif", "image/webp"]) {
          const srcset = picture.match(new RegExp(`<source type="${type}" srcSet="([^"]+)" sizes="[^"]+"/>`))?.[1];
          expect(srcset, type).toBeDefined();
          const widths = srcset!.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.replace("w", "")));
          expect(widths).toEqual([480, 800, 1000]);
        }
        const img = picture.match(/<img [^>]*>/)![0];
        expect(img).toContain(`width="${PHOTO_SIZE.width}"`);
        expect(img).toContain(`height="${PHOTO_SIZE.height}"`);
        expect(img).toContain(`alt="${String(photo[locale].alt)}"`);
        // The first row loads at once; below it, the browser waits until the photo comes near.
        expect(img.includes('loading="lazy"'), `photo ${index + 1}`).toBe(index >= 3);
      }
      // The variants are served, as what they say they are, for a year.
      const avif = pictures[0]!.match(/srcSet="([^ ]+) 480w/)![1]!;
      const variant = await fetch(`${site.url}${avif}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe("image/avif");
      expect(variant.headers.get("cache-control")).toContain("immutable");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);
      // Each photo links its case study.
      expect(page).toContain(`href="${locale === "ar" ? "/ar" : ""}/case-studies#logistics-dammam"`);
    });

    it("opens a photo large in a modal dialog on click and on Enter; Escape closes it and focus returns", async () => {
      const { page, errors, close } = await openPage(browser, { baseURL: site.url, viewport: DESKTOP });
      await page.goto("/resources/gallery");
      const button = photoButtons(page).first();
      const dialog = page.locator("dialog#test-photo-1-dialog");
      await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false);

      await button.click();
      await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open && element.matches(":modal"))).toBe(true);
      // The large picture loads once the dialog is open.
      await expect.poll(() => dialog.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await dialog.getAttribute("aria-labelledby")).toBeTruthy();
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      // By keyboard alone: Tab to the second photo, Enter opens it, its close button is reachable, Escape closes.
      const second = photoButtons(page).nth(1);
      const secondDialog = page.locator("dialog#test-photo-2-dialog");
      await second.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => secondDialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
      expect(await secondDialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => secondDialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false);
      expect(await second.evaluate((element) => element === document.activeElement)).toBe(true);

      // The close button closes it too.
      await second.press("Enter");
      await secondDialog.getByRole("button", { name: "Close photo" }).click();
      await expect.poll(() => secondDialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false);
      expect(errors).toEqual([]);
      await close();
    });

    it.each([
      ["mobile", MOBILE],
      ["desktop", DESKTOP],
    ])(
      "has no serious or critical axe violations on %s, as loaded and with a photo open",
      async (_name, viewport) => {
        for (const url of ["/resources/gallery", "/ar/resources/gallery"]) {
          const { page, errors, close } = await openPage(browser, { baseURL: site.url, viewport });
          await page.goto(url);
          await expectNoSeriousA11yViolations(page);
          await photoButtons(page).first().click();
          await expectNoSeriousA11yViolations(page);
          expect(errors).toEqual([]);
          await close();
        }
        // Four axe runs; each takes up to a minute on a busy machine.
      },
      240_000,
    );
  });
});
