// What `npm run bench:first-use` measures: each widget's first use on a slow phone, from the tap to the answer on
// screen, against the native mobile menu's. Read by the bench and by check:budgets.

/** Issue 26: a widget's first answer within this many times the native menu's. */
export const FIRST_USE_BUDGET_RATIO = 1.3;

/** Where bench:first-use leaves its medians for check:budgets. */
export const FIRST_USE_FILE = "reports/first-use-medians.json";

/** Lighthouse's mobile slow-4G line and its 4x CPU slowdown, at a phone's width. */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 390, height: 844 },
} as const;

export interface FirstUseScenario {
  widget: string;
  /** The page, in English; the Arabic run prefixes /ar. */
  path: string;
  /** What the visitor taps: the first visible match of the first selector that has one, scrolled into view. */
  tap: string | string[];
  /** Tapped before, untimed: an answer the measured tap sends. */
  first?: string;
  /** What must be true on screen for the tap to count as answered (run in the page, after the tap). */
  answered: string;
}

/** A visible element matching the selector. */
const visible = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => element.checkVisibility())`;

export const MENU = "native mobile menu";

export const FIRST_USE_SCENARIOS: FirstUseScenario[] = [
  { widget: MENU, path: "/", tap: 'header button[command="show-modal"]', answered: visible("dialog[data-mobile-menu][open]") },
  {
    widget: "chat",
    path: "/",
    tap: "button[data-chat-launcher]",
    answered: visible('[data-island="chat"] :is(dialog[open], [role="dialog"])'),
  },
  {
    // The first "+": its quantity field shows another figure than before the tap.
    widget: "configurator",
    path: "/",
    tap: '[data-island="configurator"] [role="group"] > button:last-child',
    answered: `window.__firstUse.target.closest('[role="group"]').querySelector('input[type="number"]').value !== window.__firstUse.before`,
  },
  {
    // A scene other than the one showing: its tab selected.
    widget: "tour",
    path: "/",
    tap: '[data-island="tour"] [role="tab"][aria-selected="false"]',
    answered: 'window.__firstUse.target?.getAttribute("aria-selected") === "true"',
  },
  {
    // The first question answered: the next question shown, in place of the first (decision 171), with its address.
    widget: "CCTV-law checker",
    path: "/resources/cctv-law-checker",
    first: 'main form label:has(input[type="radio"])',
    tap: 'main form button[type="submit"]',
    answered: `new URLSearchParams(location.search).has("step") && ${visible("main form[data-prerender-next] fieldset")}`,
  },
  {
    // A day other than the chosen one in the strip (plain HTML: CSS shows the chosen day's windows, decision 152).
    // Answered when the tapped day is chosen and windows show.
    widget: "survey picker",
    path: "/contact/site-survey",
    tap: ".survey-days label:has(> input[type='radio']:not(:checked))",
    answered: `window.__firstUse.target?.matches(":checked, :has(:checked)") && ${visible('.survey-windows input[name="slot"]')}`,
  },
  {
    // Sent with its required fields empty: the first error beside a field.
    widget: "contact form (first submit)",
    path: "/",
    tap: '[data-island="contactForm"] button[type="submit"]',
    answered: visible('[data-island="contactForm"] [aria-invalid="true"]'),
  },
];

/** One widget's medians, by page language. */
export interface FirstUseMedian {
  widget: string;
  runs: number;
  ms: Partial<Record<"en" | "ar", number>>;
}
