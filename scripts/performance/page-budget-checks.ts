// Each measured page's figures against the speed budgets: read by check:budgets for the gate, and by bench:lighthouse
// to tell which pages to measure again (decision 168).
import { BUDGETS, REQUIRED_AUDITS, type MeasuredPage } from "./budgets";
import type { RunFigures } from "./page-figures";

interface Check {
  name: string;
  figure: number;
  budget: number;
  /** "min": the figure must reach the budget; "max": it must not exceed it. */
  kind: "min" | "max";
  unit: string;
}

function checksFor(page: MeasuredPage, r: RunFigures): Check[] {
  const checks: Check[] = [
    { name: "performance", figure: r.performance, budget: BUDGETS.performance, kind: "min", unit: "" },
    { name: "accessibility", figure: r.accessibility, budget: BUDGETS.accessibility, kind: "min", unit: "" },
    { name: "LCP", figure: Math.round(r.lcpMs), budget: BUDGETS.lcpMs, kind: "max", unit: " ms" },
    { name: "TBT", figure: Math.round(r.tbtMs), budget: BUDGETS.tbtMs, kind: "max", unit: " ms" },
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

const misses = (check: Check) => (check.kind === "min" ? check.figure < check.budget : check.figure > check.budget);

/** The budgets a page's figures miss, each as a sentence naming the figure and its budget. */
export function pageBudgetMisses(page: MeasuredPage, r: RunFigures): string[] {
  const found = checksFor(page, r)
    .filter(misses)
    .map(
      (check) =>
        `${page.path}: ${check.name} ${check.figure}${check.unit}, budget ${check.kind === "min" ? "at least" : "at most"} ${check.budget}${check.unit}`,
    );
  for (const audit of REQUIRED_AUDITS) {
    if (r.failingAudits.some((failing) => failing.endsWith(`: ${audit}`))) found.push(`${page.path}: Lighthouse audit "${audit}" fails`);
  }
  return found;
}
