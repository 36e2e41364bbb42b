import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { expect, inject } from "vitest";

/** This worker's server, started by global-setup.ts (VITEST_POOL_ID runs from 1 to the worker count). */
function workerServer() {
  const servers = inject("servers");
  const server = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!server) throw new Error(`No server for worker ${process.env.VITEST_POOL_ID} of ${servers.length}`);
  return server;
}

export const baseURL = () => workerServer().baseURL;
/** The data folder of this worker's server: its SQLite database. */
export const workerDataDir = () => workerServer().dataDir;

/** The system Chromium; the flags keep it off the (closed) network at start-up. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/** A page in a fresh context that records every console error and uncaught exception. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  // Content Security Policy violations count as errors too (Chromium also logs most of them).
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return { page, errors, close: () => context.close() };
}

/** Fails on axe violations of impact serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Sections that skip rendering until they come near (content-visibility: auto, app.css) have no colours yet for
  // axe to read; a visitor's browser renders them as they scroll in. Set by CSSOM, which the style policy allows.
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll<HTMLElement>("*"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.setProperty("content-visibility", "visible", "important");
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}
