import type { IconCard } from "~/content/types";
import { Card } from "./Card";
import { IconTile } from "./Icon";
import { cn } from "./cn";

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A grid of cards, each an icon, an h3 title and a short description. */
export function IconCardGrid({
  items,
  columns = 3,
  tone = "light",
}: {
  items: readonly IconCard[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
}) {
  return (
    <ul className={cn("grid gap-6", columnClass[columns])}>
      {items.map((item) => (
        <Card as="li" key={item.title} tone={tone}>
          <IconTile name={item.icon} tone={tone} />
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className={cn("mt-2 leading-relaxed", tone === "dark" ? "text-slate-300" : "text-ink-muted")}>{item.description}</p>
        </Card>
      ))}
    </ul>
  );
}
