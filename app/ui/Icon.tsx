import { createElement } from "react";
import type { IconName } from "~/content/icons";
import { cn } from "./cn";
import { ICON_STROKE_WIDTH, icons } from "./icons";

/** A decorative lucide icon named by content (hidden from assistive technology: the text beside it carries the meaning). */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return createElement(icons[name], { "aria-hidden": true, className, strokeWidth: ICON_STROKE_WIDTH });
}

/** An icon on a tinted tile, the standard lead-in of a card. */
export function IconTile({ name, tone = "light" }: { name: IconName; tone?: "light" | "dark" }) {
  return (
    <span
      className={cn(
        "grid size-12 shrink-0 place-items-center rounded-card",
        tone === "dark" ? "bg-accent-500/15 text-accent-400" : "bg-accent-500/10 text-accent-700",
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
