import { describe, expect, it } from "vitest";
import { BUDGETS, type PageMedians } from "../../scripts/performance/budgets";
import { pageBudgetMisses } from "../../scripts/performance/page-budget-checks";

// The speed gate's verdict on one page's medians: what check:budgets fails on, and what makes bench:lighthouse measure
// a page again (decision 168).

const withinBudget: PageMedians = {
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
