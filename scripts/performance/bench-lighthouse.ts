// npm run bench:lighthouse — Lighthouse 13 (mobile, default simulated throttling) on the production server with
// the system Chromium; prints each page's figures and leaves them in reports/ for check:budgets. Decision 168: the
// pages are measured in rounds (every page once a round, 3 rounds), each run once the CPU is quiet, and a page whose
// figures miss a budget is measured in 4 more rounds. Decision 173: its timings are each the best over its runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Artifacts, RunnerResult } from "lighthouse";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { productionBuildDir, startServer } from "../support/server";
import { KB, MEASURED_PAGES, FIGURES_FILE, OFFSCREEN_IMAGES, REQUIRED_AUDITS, type PageFigures } from "./budgets";
import { islandWeights } from "./island-weights";
import { pageBudgetMisses } from "./page-budget-checks";
import { median, overRuns, type RunFigures } from "./page-figures";
import { waitForQuietCpu, type QuietWait } from "./quiet-cpu";
import { printIslandWeights, printPageFigures } from "./table";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const EXTRA_RUNS = Number(process.env.LIGHTHOUSE_EXTRA_RUNS ?? 4);
// LIGHTHOUSE_PAGES=/,/ar measures only those paths (for trying a change); the budget check needs every page.
const onlyPaths = process.env.LIGHTHOUSE_PAGES?.split(",");
const pages = MEASURED_PAGES.filter((page) => !onlyPaths || onlyPaths.includes(page.path));
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const clientDir = path.resolve(productionBuildDir, "client");

type Page = (typeof pages)[number];

/** Gzip size of a same-origin asset as built, so the JS and CSS figures are the budgets' "KB gzip" whatever the server negotiates. */
function gzipKb(url: string, origin: string): number {
  const { origin: assetOrigin, pathname } = new URL(url);
  if (assetOrigin !== origin) throw new Error(`Page loaded ${url} from another origin: the budgets assume none.`);
  return gzipSync(readFileSync(path.join(clientDir, pathname))).length / KB;
}

/**
 * Lighthouse 13 dropped the "offscreen-images" audit; its rule for this site, read from the images Lighthouse found:
 * an <img> whose top lies below the first screen must be lazily loaded.
 */
function eagerOffscreenImages({ ImageElements, ViewportDimensions }: Artifacts): string[] {
  return ImageElements.filter(
    (image) => !image.isCss && image.clientRect.top >= ViewportDimensions.innerHeight && image.loading !== "lazy",
  ).map((image) => image.src);
}

function figures({ lhr, artifacts }: RunnerResult, origin: string): RunFigures {
  // A required audit that a Lighthouse release renamed would otherwise pass by being absent.
  const missing = REQUIRED_AUDITS.filter((id) => id !== OFFSCREEN_IMAGES && !(id in lhr.audits));
  if (missing.length) throw new Error(`Lighthouse ${lhr.lighthouseVersion} has no audit ${missing.join(", ")}: update REQUIRED_AUDITS.`);
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (
    audit("network-requests")?.details as {
      items: Array<{ url: string; resourceType?: string; transferSize?: number; rendererStartTime?: number }>;
    }
  ).items;
  // The page's own load ends with its load event; what the idle prefetch fetches afterwards (decision 162) is counted
  // apart, as the islands' weights are.
  const loadMs = (audit("metrics")?.details as { items?: Array<{ observedLoad?: number }> } | undefined)?.items?.[0]?.observedLoad;
  if (loadMs === undefined)
    throw new Error(
      `Lighthouse ${lhr.lighthouseVersion} gave no observedLoad: the JS budget cannot tell the page's scripts from the idle prefetch.`,
    );
  const duringLoad = (r: (typeof requests)[number]) => (r.rendererStartTime ?? 0) <= loadMs;
  const sizeOf = (type: string, during = true) =>
    requests.filter((r) => r.resourceType === type && duringLoad(r) === during).reduce((sum, r) => sum + gzipKb(r.url, origin), 0);
  const failingAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .map((ref) => audit(ref.id))
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
      .map((a) => `${category.id}: ${a!.id}`),
  );
  if (eagerOffscreenImages(artifacts).length) failingAudits.push(`performance: ${OFFSCREEN_IMAGES}`);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferKb: numeric("total-byte-weight") / KB,
    jsKb: sizeOf("Script"),
    idleJsKb: sizeOf("Script", false),
    cssKb: sizeOf("Stylesheet"),
    failingAudits: [...new Set(failingAudits)],
  };
}

/**
 * One Lighthouse run; a run whose trace Chromium garbled (NO_NAVSTART and the like) is retried, up to four times: one
 * CI run saw it twice in a row on the same page, and a third would have failed the gate on no figure at all.
 */
async function audit(page: Page, attempt = 1): Promise<RunnerResult> {
  const outcome = await lighthouse(
    `${server.url}${page.path}`,
    { port: chrome.port, logLevel: "error", output: "json" },
    // The 404 page answers 404 on purpose; Lighthouse refuses such a page unless told.
    // Only the budgeted categories: Lighthouse 13's "agentic browsing" category is not a budget and costs run time.
    {
      extends: "lighthouse:default",
      settings: { ignoreStatusCode: "noindex" in page, onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
    },
  );
  const error = outcome ? outcome.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse returned nothing" };
  if (!error) return outcome!;
  if (attempt >= 5) throw new Error(`${page.path}: ${error.message}`);
  console.warn(`${page.path}: ${error.code}, running again`);
  return audit(page, attempt + 1);
}

const server = await startServer({ HSTS: "false" }, productionBuildDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
});
const runsOf = new Map<Page, RunFigures[]>(pages.map((page) => [page, []]));
const quietWaits: QuietWait[] = [];

/** One round: every page once, in the list's order, each run started on a quiet CPU. */
async function round(roundPages: Page[]): Promise<void> {
  for (const page of roundPages) {
    const wait = await waitForQuietCpu();
    quietWaits.push(wait);
    if (!wait.quiet) {
      console.warn(`${page.path}: the CPU was still ${Math.round(wait.busy * 100)}% busy after ${wait.waitedMs} ms; measuring anyway`);
    }
    runsOf.get(page)!.push(figures(await audit(page), server.url));
  }
}

const pageFigures = (page: Page): PageFigures => {
  const runs = runsOf.get(page)!;
  const tbtRunsMs = runs.map((run) => Math.round(run.tbtMs));
  return { label: page.label, path: page.path, runs: runs.length, tbtRunsMs, tbtMedianMs: median(tbtRunsMs), ...overRuns(runs) };
};

try {
  for (const page of pages) await fetch(`${server.url}${page.path}`); // warm the server's first render of each page
  // The machine settles first: 5 s of quiet in a row, 2 minutes at most (decision 169).
  const settled = await waitForQuietCpu({ quietSamples: 10, timeoutMs: 120_000 });
  console.log(`Settled for ${(settled.waitedMs / 1000).toFixed(0)} s before the first round${settled.quiet ? "" : ", still busy"}.`);
  for (let run = 0; run < RUNS; run++) await round(pages);
  const missing = pages.filter((page) => pageBudgetMisses(page, pageFigures(page)).length > 0);
  if (missing.length && EXTRA_RUNS > 0) {
    console.log(`Over a budget after ${RUNS} runs, measured ${EXTRA_RUNS} more times: ${missing.map((page) => page.path).join(", ")}`);
    for (let run = 0; run < EXTRA_RUNS; run++) await round(missing);
  }
} finally {
  chrome.kill();
  await server.stop();
}
const results = pages.map(pageFigures);

mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
writeFileSync(FIGURES_FILE, JSON.stringify(results, null, 2));
printPageFigures(results);
printIslandWeights(islandWeights(clientDir));
const waitedS = quietWaits.reduce((sum, wait) => sum + wait.waitedMs, 0) / 1000;
const noisyRuns = quietWaits.filter((wait) => !wait.quiet).length;
console.log(
  `\n${quietWaits.length} runs, ${waitedS.toFixed(0)} s spent waiting for a quiet CPU (${noisyRuns} runs started on a busy one).`,
  `Each page's figures (timings the best over its runs, the rest medians) written to ${FIGURES_FILE}; npm run check:budgets checks them.`,
);
