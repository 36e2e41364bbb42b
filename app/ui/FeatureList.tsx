import { CircleCheck } from "lucide-react";
import { cn } from "./cn";
import { ICON_STROKE_WIDTH } from "./icons";

/** A list of short features, each behind a check mark. */
export function FeatureList({
  items,
  tone = "light",
  columns = 1,
  className,
}: {
  items: readonly string[];
  tone?: "light" | "dark";
  /** Two columns from small screens up. */
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <ul className={cn("grid content-start gap-2.5", columns === 2 && "gap-x-10 gap-y-4 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <CircleCheck
            aria-hidden="true"
            strokeWidth={ICON_STROKE_WIDTH}
            className={cn("mt-0.5 size-5 shrink-0", tone === "dark" ? "text-accent-400" : "text-accent-700")}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
