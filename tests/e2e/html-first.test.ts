import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, type PageTemplate } from "~/content/pages";
import { baseURL, launchBrowser, MOBILE, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

// Issue 13: a page ships only the site script (and the small chunks it imports) until the visitor reaches or uses a
// widget; React arrives with the first island that starts (docs/decisions/060).

/** The site script and every chunk it imports statically, read from the server: what a page may load at first. */
async function siteScriptFiles(entry: string): Promise<Set<string>> {
  const files = new Set<string>();
  const visit = async (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = await (await fetch(new URL(file, baseURL()))).text();
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) await visit(`/assets/${match[1]}`);
  };
  await visit(entry);
  return files;
}

/** Same-origin scripts the page has requested so far, by path. */
function trackScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const families = [...new Set(pages.map((page) => page.template))].map(
  (template) => [template, pages.find((page) => page.template === template)!.path] as [PageTemplate, string],
);

describe("before any interaction or scroll", () => {
  it.each([...families, ["not found", "/no-such-page"] as [string, string]])(
    "%s (%s) loads the site script and no React",
    async (_family, path) => {
      const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
      const scripts = trackScripts(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(0);
      const entry = (await page.locator('script[type="module"]').getAttribute("src"))!;
      const allowed = await siteScriptFiles(entry);
      expect(scripts.filter((script) => !allowed.has(script))).toEqual([]);
      expect([...allowed].filter((file) => /\/(react|entry\.client)-/.test(file))).toEqual([]);
      // The HTML itself carries no React Router runtime: one module script, data blocks and speculation rules.
      const inline = await page
        .locator("script:not([type='application/ld+json']):not([type='speculationrules'])")
        .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute("type")} ${node.getAttribute("src")}`));
      expect(inline).toEqual([expect.stringMatching(/^module \/assets\/site-[\w-]+\.js$/)]);
      if (path !== "/no-such-page") expect(errors).toEqual([]);
      await close();
    },
  );
});

describe("islands", () => {
  it("the configurator starts as it comes into view, bringing React", async () => {
    const { page, errors, close } = await openPage(browser);
    const scripts = trackScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((script) => script.includes("/react-"))).toBe(false);
    await page.locator("#configurator").scrollIntoViewIfNeeded();
    await page.locator('[data-island="configurator"][data-state="live"]').waitFor({ state: "attached" });
    expect(scripts.some((script) => script.includes("/react-"))).toBe(true);
    expect(scripts.some((script) => script.includes("/SecurityConfigurator-"))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("a button pressed before its widget's script has arrived takes effect once it has", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // A slow network: the configurator's code takes 1.5 s.
    await page.route("**/assets/SecurityConfigurator-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const island = page.locator('[data-island="configurator"]');
    const plus = page.getByRole("button", { name: "Add one 4K Security Cameras" });
    await plus.scrollIntoViewIfNeeded();
    await plus.click();
    // Still loading: the widget says so rather than looking dead.
    expect(await island.getAttribute("data-state")).toBe("loading");
    expect(await island.getAttribute("aria-busy")).toBe("true");
    await page.locator('[data-island="configurator"][data-state="live"]').waitFor({ state: "attached" });
    await expect.poll(() => page.getByRole("spinbutton", { name: "Quantity of 4K Security Cameras" }).inputValue()).toBe("1");
    expect(new URL(page.url()).searchParams.get("cameras")).toBe("1");
    expect(await island.getAttribute("aria-busy")).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it("the chat opens when its button is pressed before the chat's code has arrived", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true });
    const scripts = trackScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((script) => script.includes("/ChatWidget-"))).toBe(false);
    await page.route("**/assets/ChatWidget-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole("button", { name: "Open chat with our support assistant" }).tap();
    await page.getByRole("dialog", { name: /Support Assistant/ }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
