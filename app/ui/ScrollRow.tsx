import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A list that is a horizontal row with scroll snapping on phones and whatever grid `className` sets from `sm` up.
 * Focusable, with a name, so keyboard users can scroll it with the arrow keys (a scrollable region must be).
 * Its items should carry `scrollRowItem`.
 */
export function ScrollRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      tabIndex={0}
      className={cn(
        "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain px-4 pb-3 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0",
        className,
      )}
    >
      {children}
    </ul>
  );
}

/** Each item of a ScrollRow: most of a phone's width, so the next one shows at the edge. */
export const scrollRowItem = "w-[82%] shrink-0 snap-start sm:w-auto";
