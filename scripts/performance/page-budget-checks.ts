// Each measured page's figures against the speed budgets: read by check:budgets for the gate, and by bench:lighthouse
// to tell which pages to measure again (decision 168). A page's open miss (decision 173) fails only past its ceiling.
import { BUDGETS, REQUIRED_AUDITS, type MeasuredPage } from "./budgets";
import type { RunFigures } from "./page-figures";

interface Check {
  name: string;
  figure: number;
  budget: number;
  /** "min": the figure must reach the budget; "max": it must not exceed it. */
  kind: "min" | "max";
  unit: string;
  /** An open miss's ceiling (MeasuredPage.openMiss): the gate fails the figure only past it. */
  ceiling?: number;
}

function checksFor(page: MeasuredPage, r: RunFigures): Check[] {
  const ceilings = page.openMiss?.ceilings;
  const checks: Check[] = [
    { name: "performance", figure: r.performance, budget: BUDGETS.performance, kind: "min", unit: "", ceiling: ceilings?.performance },
    { name: "accessibility", figure: r.accessibility, budget: BUDGETS.accessibility, kind: "min", unit: "" },
    { name: "LCP", figure: Math.round(r.lcpMs), budget: BUDGETS.lcpMs, kind: "max", unit: " ms" },
    { name: "TBT", figure: Math.round(r.tbtMs), budget: BUDGETS.tbtMs, kind: "max", unit: " ms", ceiling: ceilings?.tbtMs },
    { name: "CLS", figure: Number(r.cls.toFixed(3)), budget: BUDGETS.cls, kind: "max", unit: "" },
    {
      name: "JS gzip",
      figure: Number(r.jsKb.toFixed(1)),
      budget: page.isHome ? BUDGETS.homeJsKb : BUDGETS.otherJsKb,
      kind: "max",
      unit: " KB",
    },
    { name: "CSS gzip", figure: Number(r.cssKb.toFixed(1)), budget: BUDGETS.cssKb, kind: "max", unit: " KB" },
  ];
  if (!page.notFound)
    checks.push({ name: "best practices", figure: r.bestPractices, budget: BUDGETS.bestPractices, kind: "min", unit: "" });
  if (!page.noindex) checks.push({ name: "SEO", figure: r.seo, budget: BUDGETS.seo, kind: "min", unit: "" });
  return checks;
}

const misses = (check: Check, limit: number) => (check.kind === "min" ? check.figure < limit : check.figure > limit);

interface Miss {
  text: string;
  /** Within the ceiling of the page's open miss: named, not failed. */
  open: boolean;
}

function pageMisses(page: MeasuredPage, r: RunFigures): Miss[] {
  const found = checksFor(page, r)
    .filter((check) => misses(check, check.budget))
    .map((check) => {
      const open = check.ceiling !== undefined && !misses(check, check.ceiling);
      const budget = `budget ${check.kind === "min" ? "at least" : "at most"} ${check.budget}${check.unit}`;
      const note = open ? ` (${page.openMiss!.issue}, open; the gate fails it past ${check.ceiling}${check.unit})` : "";
      return { text: `${page.path}: ${check.name} ${check.figure}${check.unit}, ${budget}${note}`, open };
    });
  for (const audit of REQUIRED_AUDITS) {
    if (r.failingAudits.some((failing) => failing.endsWith(`: ${audit}`)))
      found.push({ text: `${page.path}: Lighthouse audit "${audit}" fails`, open: false });
  }
  return found;
}

/** The budgets a page's figures miss, each as a sentence naming the figure and its budget. */
export function pageBudgetMisses(page: MeasuredPage, r: RunFigures): string[] {
  return pageMisses(page, r).map((miss) => miss.text);
}

/** What the gate fails a page on, and apart from it the misses of its open miss still within their ceilings. */
export function pageGateVerdict(page: MeasuredPage, r: RunFigures): { failures: string[]; openMisses: string[] } {
  const found = pageMisses(page, r);
  return {
    failures: found.filter((miss) => !miss.open).map((miss) => miss.text),
    openMisses: found.filter((miss) => miss.open).map((miss) => miss.text),
  };
}
