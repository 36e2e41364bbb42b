// npm run check:budgets — checks the medians bench:lighthouse left against the speed budgets; exits 1 on any miss,
// printing the figure and its budget.
import { existsSync, readFileSync } from "node:fs";
import { BUDGETS, MEASURED_PAGES, MEDIANS_FILE, REQUIRED_AUDITS, type PageMedians } from "./budgets";
import { printMedians } from "./table";

if (!existsSync(MEDIANS_FILE)) {
  console.error(`No ${MEDIANS_FILE}: run "npm run bench:lighthouse" first.`);
  process.exit(1);
}
const results = JSON.parse(readFileSync(MEDIANS_FILE, "utf8")) as PageMedians[];

interface Check {
  name: string;
  figure: number;
  budget: number;
  /** "min": the figure must reach the budget; "max": it must not exceed it. */
  kind: "min" | "max";
  unit: string;
}

function checksFor(page: (typeof MEASURED_PAGES)[number], r: PageMedians): Check[] {
  const checks: Check[] = [
    { name: "performance", figure: r.performance, budget: BUDGETS.performance, kind: "min", unit: "" },
    { name: "accessibility", figure: r.accessibility, budget: BUDGETS.accessibility, kind: "min", unit: "" },
    { name: "LCP", figure: Math.round(r.lcpMs), budget: BUDGETS.lcpMs, kind: "max", unit: " ms" },
    { name: "TBT", figure: Math.round(r.tbtMs), budget: BUDGETS.tbtMs, kind: "max", unit: " ms" },
    { name: "CLS", figure: Number(r.cls.toFixed(3)), budget: BUDGETS.cls, kind: "max", unit: "" },
    {
      name: "JS gzip",
      figure: Number(r.jsKb.toFixed(1)),
      budget: "isHome" in page ? BUDGETS.homeJsKb : BUDGETS.otherJsKb,
      kind: "max",
      unit: " KB",
    },
    { name: "CSS gzip", figure: Number(r.cssKb.toFixed(1)), budget: BUDGETS.cssKb, kind: "max", unit: " KB" },
  ];
  if (!("notFound" in page))
    checks.push({ name: "best practices", figure: r.bestPractices, budget: BUDGETS.bestPractices, kind: "min", unit: "" });
  if (!("noindex" in page)) checks.push({ name: "SEO", figure: r.seo, budget: BUDGETS.seo, kind: "min", unit: "" });
  return checks;
}

printMedians(results);
const misses: string[] = [];
for (const page of MEASURED_PAGES) {
  const r = results.find((result) => result.path === page.path);
  if (!r) {
    misses.push(`${page.path}: not measured`);
    continue;
  }
  for (const check of checksFor(page, r)) {
    const met = check.kind === "min" ? check.figure >= check.budget : check.figure <= check.budget;
    if (!met)
      misses.push(
        `${page.path}: ${check.name} ${check.figure}${check.unit}, budget ${check.kind === "min" ? "at least" : "at most"} ${check.budget}${check.unit}`,
      );
  }
  for (const audit of REQUIRED_AUDITS) {
    if (r.failingAudits.some((failing) => failing.endsWith(`: ${audit}`))) misses.push(`${page.path}: Lighthouse audit "${audit}" fails`);
  }
  const failing = r.failingAudits.filter((a) => !a.startsWith("performance:"));
  if (failing.length) console.log(`${page.path} audits below 1: ${failing.join(", ")}`);
}

if (misses.length) {
  console.error(`\n${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
