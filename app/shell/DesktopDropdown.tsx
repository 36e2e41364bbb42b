import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { NavGroup } from "~/content/nav";
import { cn } from "~/ui/cn";

interface Props {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Disclosure pattern: a button with aria-expanded controls a list of links; Escape closes and refocuses it. */
export function DesktopDropdown({ group, open, onOpenChange }: Props) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const isCurrentGroup = group.items.some((item) => item.to === pathname);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open, onOpenChange]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={cn(
          "flex min-h-11 items-center gap-1 rounded-card px-3 text-sm font-medium hover:text-accent-400",
          isCurrentGroup ? "text-accent-400" : "text-slate-200",
        )}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className={cn(
          "absolute start-0 top-full z-50 mt-2 rounded-card border border-white/10 bg-navy-900 p-2 shadow-xl",
          group.items.length > 8 ? "grid w-[34rem] grid-cols-2" : "w-64",
        )}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={() => onOpenChange(false)}
              aria-current={item.to === pathname ? "page" : undefined}
              className="block rounded-md px-3 py-2.5 text-sm text-slate-200 hover:bg-white/5 hover:text-accent-400 aria-[current=page]:text-accent-400"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
