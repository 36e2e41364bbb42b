import type { PageMedians } from "./budgets";

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** The medians as a table: scores, paint and blocking times, and weights in KB (JS and CSS gzip). */
export function printMedians(results: PageMedians[]): void {
  console.table(
    results.map((r) => ({
      page: `${r.label} ${r.path}`,
      perf: r.performance,
      a11y: r.accessibility,
      "best pr.": r.bestPractices,
      SEO: r.seo,
      "FCP ms": round(r.fcpMs),
      "LCP ms": round(r.lcpMs),
      "TBT ms": round(r.tbtMs),
      CLS: round(r.cls, 3),
      "transfer KB": round(r.transferKb, 1),
      "JS KB gzip": round(r.jsKb, 1),
      "CSS KB gzip": round(r.cssKb, 1),
    })),
  );
}
