import type { Stat } from "~/content/types";
import { cn } from "./cn";

const valueSize = {
  sm: "text-base",
  md: "text-2xl",
  lg: "text-3xl sm:text-4xl",
  xl: "text-4xl tracking-tight sm:text-5xl",
} as const;

/** As many columns as figures from small screens up, four as two rows of two until large screens. */
function columnsFor(count: number): string {
  if (count === 2) return "sm:grid-cols-2";
  if (count === 4) return "sm:grid-cols-2 lg:grid-cols-4";
  return "sm:grid-cols-3";
}

/** Digits with at most a sign, unit symbol or range dash: the values whose digits should line up (tabular numerals). */
const pureNumber = /^[\d.,]+[+%°K]?(?:[/–][\d.,]+[+%°K]?)?$/;

/**
 * Figures with their labels, as a description list: the value above its label. Pure numbers get tabular numerals;
 * values with words ("15 min") keep proportional ones, where Inter's tabular dash and letters would look spaced out.
 * `framed` sets each figure on a card of its own. `className` may replace the grid's columns and gaps.
 */
export function StatList({
  stats,
  tone = "light",
  size = "md",
  framed = false,
  inline = false,
  className,
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
  size?: keyof typeof valueSize;
  framed?: boolean;
  /** Value and label on one line ("4K Ultra HD video"), one figure a row: for short lists inside cards. */
  inline?: boolean;
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <dl className={cn("grid gap-6", columnsFor(stats.length), className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            inline ? "flex items-baseline gap-1.5" : "flex flex-col",
            framed && "rounded-card border p-6 text-center",
            framed && (dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white shadow-sm"),
          )}
        >
          <dt className={cn("order-2", size === "xl" ? "mt-2 font-medium" : "text-sm", dark ? "text-slate-300" : "text-ink-muted")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "order-1 font-bold",
              pureNumber.test(stat.value) && "tabular",
              valueSize[size],
              dark ? "text-accent-400" : "text-accent-700",
            )}
          >
            {/* Isolated, so "50+" and "2.4 km" keep their order inside right-to-left text. */}
            <bdi>{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
