export interface StatItem {
  value: string;
  label: string;
}

/** Headline figures in tabular numerals: the value large, its label beneath. */
export function StatGrid({ items, tone = "dark" }: { items: readonly StatItem[]; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  const columns = items.length === 2 ? "sm:grid-cols-2" : items.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3";
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item) => (
        <li
          key={item.label}
          className={`rounded-card border p-6 text-center ${dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white shadow-sm"}`}
        >
          <p className={`tabular text-4xl font-bold tracking-tight sm:text-5xl ${dark ? "text-accent-400" : "text-accent-700"}`}>{item.value}</p>
          <p className={`mt-2 font-medium ${dark ? "text-slate-200" : "text-ink-muted"}`}>{item.label}</p>
        </li>
      ))}
    </ul>
  );
}
