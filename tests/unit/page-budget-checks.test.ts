import { describe, expect, it } from "vitest";
import { BUDGETS, type PageFigures } from "../../scripts/performance/budgets";
import { pageBudgetMisses } from "../../scripts/performance/page-budget-checks";
import { overRuns, type RunFigures } from "../../scripts/performance/page-figures";

// The speed gate's verdict on one page's figures: what check:budgets fails on, and what makes bench:lighthouse measure
// a page again (decision 168).

const withinBudget: PageFigures = {
  label: "home",
  path: "/",
  runs: 3,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1100,
  lcpMs: 1300,
  tbtMs: 20,
  tbtRunsMs: [12, 20, 31],
  tbtMedianMs: 20,
  cls: 0,
  transferKb: 60,
  jsKb: 8.3,
  idleJsKb: 0,
  cssKb: 14.4,
  failingAudits: [],
};

describe("a page's budget misses", () => {
  it("finds none on figures within every budget", () => {
    expect(pageBudgetMisses({ label: "home", path: "/", isHome: true }, withinBudget)).toEqual([]);
  });

  it("names the figure and the budget it misses", () => {
    const misses = pageBudgetMisses({ label: "home", path: "/" }, { ...withinBudget, tbtMs: BUDGETS.tbtMs + 1, performance: 99 });
    expect(misses).toEqual([
      "/: performance 99, budget at least 100",
      `/: TBT ${BUDGETS.tbtMs + 1} ms, budget at most ${BUDGETS.tbtMs} ms`,
    ]);
  });

  it("holds a page that is not the home page to the smaller script budget", () => {
    const figures = { ...withinBudget, jsKb: BUDGETS.otherJsKb + 1 };
    expect(pageBudgetMisses({ label: "home", path: "/", isHome: true }, figures)).toEqual([]);
    expect(pageBudgetMisses({ label: "about", path: "/about" }, figures)).toEqual([
      `/about: JS gzip ${BUDGETS.otherJsKb + 1} KB, budget at most ${BUDGETS.otherJsKb} KB`,
    ]);
  });

  it("leaves out SEO on a noindex page and best practices on the 404, and fails a required audit", () => {
    const figures = { ...withinBudget, seo: 45, bestPractices: 96, failingAudits: ["performance: unsized-images"] };
    expect(pageBudgetMisses({ label: "404", path: "/x", noindex: true, notFound: true }, figures)).toEqual([
      '/x: Lighthouse audit "unsized-images" fails',
    ]);
  });
});

describe("a page's figures over its runs (decision 173)", () => {
  const run = (figures: Partial<RunFigures>): RunFigures => ({ ...withinBudget, ...figures });
  const home = { label: "home", path: "/", isHome: true } as const;

  it("takes each timing from the best run and the other figures from the median", () => {
    const figures = overRuns([
      run({ performance: 97, fcpMs: 1400, lcpMs: 1828, tbtMs: 175, cls: 0.01, jsKb: 8.8 }),
      run({ performance: 100, fcpMs: 1300, lcpMs: 1700, tbtMs: 30, cls: 0, jsKb: 8.8 }),
      run({ performance: 99, fcpMs: 1200, lcpMs: 1750, tbtMs: 98, cls: 0.01, jsKb: 8.8 }),
    ]);
    expect(figures).toMatchObject({ performance: 100, fcpMs: 1200, lcpMs: 1700, tbtMs: 30, cls: 0.01, jsKb: 8.8 });
    expect(pageBudgetMisses(home, figures)).toEqual([]);
  });

  it("still fails a page whose every run blocks: the 40 ms busy loop of decision 168's probe", () => {
    const tbtRunsMs = [75, 97, 81, 88, 79, 92, 84];
    const figures = overRuns(tbtRunsMs.map((tbtMs) => run({ tbtMs, performance: 99 })));
    expect(pageBudgetMisses(home, figures)).toEqual(["/: performance 99, budget at least 100", "/: TBT 75 ms, budget at most 50 ms"]);
  });

  it("names the audits that failed in the run with the median score", () => {
    const figures = overRuns([
      run({ performance: 90, failingAudits: ["performance: unsized-images"] }),
      run({ performance: 95, failingAudits: ["seo: meta-description"] }),
      run({ performance: 100, failingAudits: [] }),
    ]);
    expect(figures.failingAudits).toEqual(["seo: meta-description"]);
  });
});
