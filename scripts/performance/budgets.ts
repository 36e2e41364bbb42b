// The speed issue's budgets and the pages they are measured on: one list, read by bench:lighthouse and check:budgets.
export const MEASURED_PAGES = [
  { label: "home", path: "/", isHome: true },
  { label: "about", path: "/about/company" },
  { label: "service", path: "/services/access-control" },
  { label: "industry", path: "/industries/hospital" },
  { label: "FAQs", path: "/resources/faqs" },
  { label: "get a quote", path: "/contact/get-quote" },
  { label: "CCTV-law checker", path: "/resources/cctv-law-checker" },
  { label: "site survey", path: "/contact/site-survey" },
  // Issue 16: the Arabic home, service and industry pages hold the same budgets.
  { label: "Arabic home", path: "/ar", isHome: true },
  { label: "Arabic service", path: "/ar/services/access-control" },
  { label: "Arabic industry", path: "/ar/industries/hospital" },
  // Issue 25: the packages page in both languages.
  { label: "packages", path: "/packages" },
  { label: "Arabic packages", path: "/ar/packages" },
  // The blog's list and one article, in both languages.
  { label: "blog", path: "/blog" },
  { label: "Arabic blog", path: "/ar/blog" },
  { label: "article", path: "/blog/cctv-law-explained" },
  { label: "Arabic article", path: "/ar/blog/cctv-law-explained" },
  // Issue 25: the careers page with its application form, in both languages.
  { label: "careers", path: "/careers" },
  { label: "Arabic careers", path: "/ar/careers" },
  { label: "404", path: "/this-page-does-not-exist", noindex: true, notFound: true },
] as const satisfies readonly MeasuredPage[];

export interface MeasuredPage {
  label: string;
  path: string;
  isHome?: boolean;
  /** Marked noindex: Lighthouse's SEO category fails such a page by design, so its SEO score is not budgeted. */
  noindex?: boolean;
  /**
   * Answers 404: Chromium itself logs "Failed to load resource: 404" for the document and the spec has the page
   * log the unknown path, so Lighthouse's "errors in console" fails it and best practices is not budgeted.
   */
  notFound?: boolean;
}

/**
 * Issue 13's budgets. JavaScript counts what a page loads up to its load event, before any interaction or scroll
 * (Lighthouse loads the page and neither scrolls nor clicks); the islands' code, fetched when the browser is idle
 * after that (decision 162) or when reached or used, is printed beside it. TBT counts all of it.
 */
export const BUDGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.02,
  homeJsKb: 40,
  otherJsKb: 15,
  cssKb: 25,
} as const;

/** The check bench:lighthouse makes itself since Lighthouse 13 dropped the audit of that name. */
export const OFFSCREEN_IMAGES = "offscreen-images";

/**
 * Lighthouse audits behind "fonts without layout shift, below-the-fold images lazy, the largest element with
 * priority": each must pass (or not apply) on every measured page. Lighthouse 13 folded "font-display" into
 * "font-display-insight" and "lcp-lazy-loaded" with "prioritize-lcp-image" into "lcp-discovery-insight".
 */
export const REQUIRED_AUDITS = ["font-display-insight", OFFSCREEN_IMAGES, "lcp-discovery-insight", "unsized-images"] as const;

/** Where bench:lighthouse leaves each page's figures for check:budgets. */
export const FIGURES_FILE = "reports/lighthouse-figures.json";

/**
 * A page's figures over its runs (decision 173, scripts/performance/page-figures.ts): the timings a busy host can
 * only lengthen (performance score, FCP, LCP, TBT) each the best over its runs; every other figure their median.
 */
export interface PageFigures {
  label: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Each run's TBT in the order taken, so a miss shows whether one run or every run was over (decision 168). */
  tbtRunsMs: number[];
  /** The median of those runs, printed beside the best so the spread stays in view. */
  tbtMedianMs: number;
  cls: number;
  transferKb: number;
  jsKb: number;
  /** Scripts fetched after the load event, by the islands' idle prefetch (decision 162): not in the JS budget. */
  idleJsKb: number;
  cssKb: number;
  /** Audits of the run with the median score that scored below 1, by category, so a failed budget says why. */
  failingAudits: string[];
}

export const KB = 1024;

/**
 * Each island's weight (scripts/performance/island-weights.ts), KiB gzip, checked by `npm run check:islands`
 * (size-limit, which prints kB: 1 KiB = 1.024 kB): what the widget loads when reached or used, on an English page and
 * on an Arabic one, the messages' runtime (Lingui) and the island's own messages included (decision 132). No issue set
 * them: they hold each widget at its weight so that it cannot grow unnoticed. Every island gets its records in the
 * page's language as props (decision 140) and the old Arabic catalogue is gone, so an Arabic page loads what an
 * English one does but its own messages. Measured on 2026-11-27 after the consent texts, quote topics and survey
 * texts became props: the Arabic figures are those plus about 2 KiB; the configurator's and survey form's English
 * ones plus about 1.5 KiB; the others' English figures are earlier ones, with their headroom. Decision 164 made each lead
 * form (and the configurator, which holds the quote form) import its validator's loader so the check is fetched as the
 * form starts: half a KiB more for the configurator, the contact form and the quote form in English.
 */
export const ISLAND_BUDGETS_KB: Record<string, { en: number; ar: number }> = {
  configurator: { en: 111, ar: 111.5 },
  tour: { en: 114, ar: 112 },
  services: { en: 113, ar: 111.5 },
  chat: { en: 89, ar: 88.5 },
  contactForm: { en: 95.5, ar: 95.5 },
  quoteForm: { en: 97.5, ar: 98 },
  newsletterForm: { en: 92, ar: 92.5 },
  serviceRequestForm: { en: 94.5, ar: 94.5 },
};
