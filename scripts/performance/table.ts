import type { PageFigures } from "./budgets";
import { FIRST_USE_BUDGET_RATIO, MENU, SLOW_PHONE, type FirstUseMedian } from "./first-use";
import type { IslandWeight } from "./island-weights";

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Each page's figures as a table: scores, paint and blocking times (the best over the runs), and weights in KB (JS and CSS gzip). */
export function printPageFigures(results: PageFigures[]): void {
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
      "TBT median ms": r.tbtMedianMs ?? "",
      "TBT runs ms": r.tbtRunsMs?.join(" ") ?? "",
      CLS: round(r.cls, 3),
      "transfer KB": round(r.transferKb, 1),
      "JS KB gzip": round(r.jsKb, 1),
      "idle JS KB": round(r.idleJsKb ?? 0, 1),
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

/** Each widget's median first use in both languages, and its ratio to the native menu's in the same language. */
export function printFirstUse(results: FirstUseMedian[]): void {
  const menu = results.find((r) => r.widget === MENU);
  console.log(
    `\nFirst use on a slow phone (390 px, ${SLOW_PHONE.cpuSlowdown}x CPU, slow 4G), tap to visible answer, ms (median); budget ${FIRST_USE_BUDGET_RATIO}x the menu:`,
  );
  console.table(
    results.map((r) => ({
      widget: r.widget,
      "en ms": round(r.ms.en ?? Number.NaN),
      "en x menu": menu?.ms.en ? round((r.ms.en ?? Number.NaN) / menu.ms.en, 2) : "-",
      "ar ms": round(r.ms.ar ?? Number.NaN),
      "ar x menu": menu?.ms.ar ? round((r.ms.ar ?? Number.NaN) / menu.ms.ar, 2) : "-",
    })),
  );
}

/** The widgets over budget, as sentences. */
export function firstUseMisses(results: FirstUseMedian[]): string[] {
  const menu = results.find((r) => r.widget === MENU);
  if (!menu) return [`no figure for the ${MENU}`];
  return results.flatMap((r) =>
    (["en", "ar"] as const).flatMap((locale) => {
      const ms = r.ms[locale];
      const limit = (menu.ms[locale] ?? Number.NaN) * FIRST_USE_BUDGET_RATIO;
      return ms !== undefined && ms <= limit ? [] : [`${r.widget} (${locale}): ${round(ms ?? Number.NaN)} ms, budget ${round(limit)} ms`];
    }),
  );
}
