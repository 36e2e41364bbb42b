import type { HomeIconName } from "~/content/home/icons";
import { homeIcons } from "./icons";

/** A decorative icon named by home content; the text beside it carries the meaning. */
export function HomeIcon({ name, className = "size-5" }: { name: HomeIconName; className?: string }) {
  const Icon = homeIcons[name];
  return <Icon aria-hidden="true" className={className} strokeWidth={2} />;
}

/** An icon on a tinted tile, the lead-in of a card. */
export function HomeIconTile({ name, tone = "light", className = "" }: { name: HomeIconName; tone?: "light" | "dark"; className?: string }) {
  return (
    <span
      className={`grid size-12 shrink-0 place-items-center rounded-card ${
        tone === "dark" ? "bg-accent-500/15 text-accent-400" : "bg-accent-500/10 text-accent-700"
      } ${className}`}
    >
      <HomeIcon name={name} className="size-6" />
    </span>
  );
}
