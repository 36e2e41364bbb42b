import type { Stat } from "~/content/home/types";

/** Figures with their labels (a description list), in tabular numerals. */
export function StatList({ stats, tone = "light", className = "", size = "md" }: { stats: readonly Stat[]; tone?: "light" | "dark"; className?: string; size?: "sm" | "md" | "lg" }) {
  const valueClass = size === "lg" ? "text-3xl sm:text-4xl" : size === "md" ? "text-2xl" : "text-base";
  return (
    <dl className={`grid ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col">
          <dt className={`order-2 text-sm ${tone === "dark" ? "text-slate-300" : "text-ink-muted"}`}>{stat.label}</dt>
          <dd className={`tabular order-1 font-bold ${valueClass} ${tone === "dark" ? "text-accent-400" : "text-accent-700"}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
