// A page's figures over its Lighthouse runs: taken by bench:lighthouse, checked by check:budgets (decision 173).
import type { PageFigures } from "./budgets";

/** One Lighthouse run's figures. */
export type RunFigures = Omit<PageFigures, "label" | "path" | "runs" | "tbtRunsMs" | "tbtMedianMs">;
type Metric = Exclude<keyof RunFigures, "failingAudits">;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * What another process on the host does can only lengthen a run, never shorten it, so the timings (performance score,
 * FCP, LCP, TBT) are each the best over the page's runs: what the page costs when nothing else got in the way. Every
 * other figure is the median; the failing audits are those of the run with the median score.
 */
export function overRuns(runs: RunFigures[]): RunFigures {
  const medianRun = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  const metrics = Object.keys(medianRun).filter((key): key is Metric => key !== "failingAudits");
  const medians = Object.fromEntries(metrics.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<Metric, number>;
  const least = (key: "fcpMs" | "lcpMs" | "tbtMs") => Math.min(...runs.map((run) => run[key]));
  return {
    ...medians,
    performance: Math.max(...runs.map((run) => run.performance)),
    fcpMs: least("fcpMs"),
    lcpMs: least("lcpMs"),
    tbtMs: least("tbtMs"),
    failingAudits: medianRun.failingAudits,
  };
}
