// npm run bench:first-use — each widget's first use on a slow phone (issue 26): the production build in Chromium at
// 390 px with a 4x CPU slowdown and Lighthouse's slow-4G line, a fresh visit per run; the page loaded, the widget
// scrolled into view and 1 s left idle, then the tap, timed to the frame that shows the answer. Prints the medians
// against the native menu's, leaves them in reports/ for check:budgets, and exits 1 when a widget is over budget.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { productionBuildDir, startServer } from "../support/server";
import { FIRST_USE_FILE, FIRST_USE_SCENARIOS, SLOW_PHONE, type FirstUseMedian, type FirstUseScenario } from "./first-use";
import { firstUseMisses, printFirstUse } from "./table";

const RUNS = Number(process.env.FIRST_USE_RUNS ?? 5);
// FIRST_USE_WIDGETS=chat,tour measures only those (the menu always, as the yardstick); FIRST_USE_VERBOSE=1 prints
// every run beside the medians, to see how far a widget's runs spread.
const onlyWidgets = process.env.FIRST_USE_WIDGETS?.split(",");
const scenarios = FIRST_USE_SCENARIOS.filter((s, index) => index === 0 || !onlyWidgets || onlyWidgets.includes(s.widget));
const LOCALES = ["en", "ar"] as const;
const TIMEOUT_MS = 60_000;

const localized = (pathname: string, locale: (typeof LOCALES)[number]) =>
  locale === "en" ? pathname : pathname === "/" ? "/ar" : `/ar${pathname}`;

/**
 * Finds what to tap (the first visible match of the first selector with one) and, to `arm`, marks it, notes what it
 * showed before and listens for the tap's moment (epoch ms, in sessionStorage); else scrolls it into view.
 */
async function findTarget(page: Page, selectors: string[], arm: boolean): Promise<void> {
  const found = await page.evaluate(
    ([selectors, arm]) => {
      for (const selector of selectors) {
        const target = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility());
        if (!target) continue;
        if (!arm) {
          target.scrollIntoView({ block: "center" });
          return true;
        }
        target.setAttribute("data-first-use-target", "");
        const control = target.matches("input") ? target : target.querySelector("input");
        const before = target.closest('[role="group"]')?.querySelector<HTMLInputElement>('input[type="number"]')?.value;
        Object.assign(window, { __firstUse: { target: control ?? target, before } });
        // Inline: tsx names a function held in a variable with a helper the page does not have.
        addEventListener(
          "pointerdown",
          (event) => sessionStorage.setItem("first-use-tap", String(performance.timeOrigin + event.timeStamp)),
          {
            capture: true,
            once: true,
          },
        );
        return true;
      }
      return false;
    },
    [selectors, arm] as const,
  );
  if (!found) throw new Error(`Nothing visible to tap: ${selectors.join(" or ")}`);
}

/**
 * Checks for the answer on every frame from the tap on, in the page, and notes the first frame that shows it
 * (`__firstUse.answeredAt`, epoch ms). Checked from outside instead, after the tap, the answer would be seen only once
 * the browser had done the tap's round trips and whatever work followed the answer (a widget's next render): that
 * counted the main thread's next free moment, not the frame that answered (decision 170).
 */
async function watchForAnswer(page: Page, answered: string): Promise<void> {
  await page.evaluate(`(() => {
    const watch = () => {
      if (!sessionStorage.getItem("first-use-tap") || !(${answered})) return requestAnimationFrame(watch);
      window.__firstUse.answeredAt = performance.timeOrigin + performance.now();
    };
    requestAnimationFrame(watch);
  })()`);
}

// bypassCSP: the answers are checked with string predicates, which the site's policy (no eval) would refuse.
async function measure(browser: Browser, url: string, scenario: FirstUseScenario): Promise<number> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
    await page.goto(url, { waitUntil: "load" });
    const selectors = [scenario.tap].flat();
    await findTarget(page, selectors, false);
    if (scenario.first) await page.locator(scenario.first).first().tap();
    await page.waitForTimeout(1000);
    await findTarget(page, selectors, true);
    await watchForAnswer(page, scenario.answered);
    await page.locator("[data-first-use-target]").tap({ noWaitAfter: true });
    const answeredAt = await page.waitForFunction("window.__firstUse.answeredAt", undefined, { timeout: TIMEOUT_MS });
    const tap = Number(await page.evaluate(() => sessionStorage.getItem("first-use-tap")));
    if (!tap) throw new Error(`${scenario.widget}: the tap was not seen`);
    return ((await answeredAt.jsonValue()) as number) - tap;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServer({ HSTS: "false" }, productionBuildDir);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const results: FirstUseMedian[] = [];
try {
  for (const scenario of scenarios) {
    const row: FirstUseMedian = { widget: scenario.widget, runs: RUNS, ms: {} };
    for (const locale of LOCALES) {
      const url = `${server.url}${localized(scenario.path, locale)}`;
      await fetch(url); // warm the server's first render of the page
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(
          await measure(browser, url, scenario).catch((error: unknown) => {
            throw new Error(`${scenario.widget} (${locale}, run ${run + 1}) did not answer`, { cause: error });
          }),
        );
      if (process.env.FIRST_USE_VERBOSE) console.log(scenario.widget, locale, runs.map(Math.round).join(" "));
      row.ms[locale] = median(runs);
    }
    results.push(row);
  }
} finally {
  await browser.close();
  await server.stop();
}

mkdirSync(path.dirname(FIRST_USE_FILE), { recursive: true });
writeFileSync(FIRST_USE_FILE, JSON.stringify(results, null, 2));
printFirstUse(results);
console.log(`\nMedians of ${RUNS} runs written to ${FIRST_USE_FILE}.`);
const misses = firstUseMisses(results);
if (misses.length) {
  console.error(`\n${misses.length} widget(s) over budget:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery widget within budget.");
