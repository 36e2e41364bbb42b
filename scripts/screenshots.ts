// npm run screenshots — full-page screenshots of every page family at 390 and 1280 px (reduced motion, device
// scale 1) from the production build (`npm run build`; BUILD_DIR picks another), served by the production server on loopback.
// Writes docs/screenshots/<family>-<width>.png, or into the folder given as the first argument (e.g. docs/screenshots/before).
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { startServer } from "./support/server";

/** One page per family, in English and in Arabic (`ar-` files); the 404 is any unknown path. */
const ENGLISH_FAMILIES: Array<[name: string, path: string]> = [
  ["home", "/"],
  ["about", "/about"],
  ["about-company", "/about/company"],
  ["leadership", "/about/leadership"],
  ["service", "/services/smart-surveillance"],
  ["industry", "/industries/hospital"],
  ["faqs", "/resources/faqs"],
  ["contact", "/contact/contact-us"],
  ["get-quote", "/contact/get-quote"],
  ["site-survey", "/contact/site-survey"],
  ["service-request", "/contact/service-request"],
  ["location", "/contact/our-location"],
  ["legal", "/legal/privacy"],
  ["not-found", "/no-such-page"],
  ["case-studies", "/case-studies"],
  ["blog", "/blog"],
  ["blog-article", "/blog/cctv-law-explained"],
];
const FAMILIES = [
  ...ENGLISH_FAMILIES,
  ...ENGLISH_FAMILIES.map(([name, pagePath]): [string, string] => [`ar-${name}`, pagePath === "/" ? "/ar" : `/ar${pagePath}`]),
];
const WIDTHS = [390, 1280];

const outDir = path.resolve(process.argv[2] ?? "docs/screenshots");
mkdirSync(outDir, { recursive: true });

const server = await startServer({}, process.env.BUILD_DIR ?? "build");
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const width of WIDTHS) {
    // bypassCSP: the style below is injected into pages whose policy allows only the site's own styles.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
      bypassCSP: true,
    });
    const page = await context.newPage();
    for (const [name, pagePath] of FAMILIES) {
      await page.goto(`${server.url}${pagePath}`, { waitUntil: "load" });
      // Sections with `content-visibility: auto` (app.css) paint only near the viewport: paint them all.
      await page.addStyleTag({ content: "section { content-visibility: visible !important; }" });
      const file = path.join(outDir, `${name}-${width}.png`);
      // Long pages on a busy machine take a while to capture.
      await page.screenshot({ path: file, fullPage: true, timeout: 120_000 });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
