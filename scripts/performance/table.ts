import type { PageMedians } from "./budgets";
import type { IslandWeight } from "./island-weights";

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

/** What each island loads when reached or used, and with its lazy parts: not part of any page's first load. */
export function printIslandWeights(weights: IslandWeight[]): void {
  console.log(
    "\nIslands, loaded when reached or used (JS KB gzip, React included; on Arabic pages with the Arabic catalogue; each with its own messages):",
  );
  console.table(
    weights.map((w) => ({
      island: w.island,
      "live KB": round(w.liveKb, 1),
      "with lazy parts KB": round(w.withLazyKb, 1),
      "Arabic live KB": round(w.arLiveKb, 1),
      "Arabic with lazy KB": round(w.arWithLazyKb, 1),
      "messages en KB": round(w.enMessagesKb, 2),
      "messages ar KB": round(w.arMessagesKb, 2),
    })),
  );
}
