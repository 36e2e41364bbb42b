import { CircleCheck } from "lucide-react";

/** A list of short features, each behind a check mark. */
export function CheckList({ items, tone = "light", className = "" }: { items: readonly string[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <CircleCheck aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone === "dark" ? "text-accent-400" : "text-accent-700"}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
