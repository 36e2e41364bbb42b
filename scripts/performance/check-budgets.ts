// npm run check:budgets — checks the figures bench:lighthouse left against the speed budgets, and those of
// bench:first-use when it has been run; exits 1 on any miss, printing the figure and its budget.
import { existsSync, readFileSync } from "node:fs";
import { MEASURED_PAGES, FIGURES_FILE, type PageFigures } from "./budgets";
import { pageBudgetMisses } from "./page-budget-checks";
import { FIRST_USE_FILE, type FirstUseMedian } from "./first-use";
import { firstUseMisses, printFirstUse, printPageFigures } from "./table";

if (!existsSync(FIGURES_FILE)) {
  console.error(`No ${FIGURES_FILE}: run "npm run bench:lighthouse" first.`);
  process.exit(1);
}
const results = JSON.parse(readFileSync(FIGURES_FILE, "utf8")) as PageFigures[];

printPageFigures(results);
const misses: string[] = [];
for (const page of MEASURED_PAGES) {
  const r = results.find((result) => result.path === page.path);
  if (!r) {
    misses.push(`${page.path}: not measured`);
    continue;
  }
  misses.push(...pageBudgetMisses(page, r));
  const failing = r.failingAudits.filter((a) => !a.startsWith("performance:"));
  if (failing.length) console.log(`${page.path} audits below 1: ${failing.join(", ")}`);
}

// Issue 26's first use: checked when bench:first-use left its medians (it is not part of the CI gate yet).
if (existsSync(FIRST_USE_FILE)) {
  const firstUse = JSON.parse(readFileSync(FIRST_USE_FILE, "utf8")) as FirstUseMedian[];
  printFirstUse(firstUse);
  misses.push(...firstUseMisses(firstUse).map((miss) => `first use: ${miss}`));
}

if (misses.length) {
  console.error(`\n${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
