// npm run og:image — renders the Open Graph image (1200×630 PNG, public/og-image.png) from the site's own
// name, logo and home headline with the system Chromium. Re-run it when those change; the PNG is committed.
import yaml from "@rollup/plugin-yaml";
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";
import { companySettings } from "~/config/site-config.server";
import { OG_IMAGE } from "~/seo/meta";

// The page texts are content records (YAML, found with import.meta.glob): loaded through Vite, as the build does. The
// company settings (one file, imported directly) come through the content files' hook of `npm run og:image`.
const { module: pageTexts } = await runnerImport<typeof import("~/content/page-texts")>("/app/content/page-texts.ts", {
  configFile: false,
  plugins: [yaml()],
  resolve: { tsconfigPaths: true },
  logLevel: "silent",
});
const home = pageTexts.pageRecord("/", "en");
const logo = readFileSync("public/favicon.svg", "utf8");
const [first, second] = companySettings.en.wordmark;
const html = `<!doctype html><html><body style="margin:0;width:${OG_IMAGE.width}px;height:${OG_IMAGE.height}px;display:flex;flex-direction:column;justify-content:center;gap:36px;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#070d1a,#13203a);color:#fff;font-family:Inter,system-ui,sans-serif">
  <div style="display:flex;align-items:center;gap:24px;font-size:44px;font-weight:800"><div style="width:88px;height:88px">${logo}</div><span>${first} <span style="color:#f5a524">${second}</span></span></div>
  <div style="font-size:72px;font-weight:800;line-height:1.1;max-width:980px">${home.title}</div>
  <div style="font-size:30px;color:#cbd5e1;max-width:980px;line-height:1.4">${home.description}</div>
  <div style="height:8px;width:160px;background:#14b8c4;border-radius:4px"></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
  await page.setContent(html.replace("<svg ", '<svg width="88" height="88" '));
  await page.screenshot({ path: `public${OG_IMAGE.path}`, type: "png" });
} finally {
  await browser.close();
}
console.log(`Wrote public${OG_IMAGE.path}`);
