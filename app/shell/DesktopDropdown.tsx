import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import type { NavGroup, NavLink } from "~/content/nav";
import { cn } from "~/ui/cn";

/**
 * A menu button and its list of links as a native popover: opens by click, Enter or Space, closes on Escape (focus
 * returns to the button) or a click elsewhere, with no script. The panel sits under its button by CSS anchor
 * positioning (`.nav-popover` in app.css).
 */
export function DesktopDropdown({ group }: { group: NavGroup }) {
  const panelId = `nav-${group.id}`;
  const anchor = `--nav-${group.id}`;
  const { pathname } = useLocation();
  const isCurrentGroup = group.items.some((item) => item.to === pathname);
  const link = (item: NavLink) => (
    <li key={item.to}>
      <a
        href={item.to}
        aria-current={item.to === pathname ? "page" : undefined}
        className="block rounded-md px-3 py-2.5 text-sm text-slate-200 hover:bg-white/5 hover:text-accent-400 aria-[current=page]:text-accent-400"
      >
        {item.label}
      </a>
    </li>
  );

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        data-dropdown=""
        style={{ anchorName: anchor }}
        className={cn(
          "group flex min-h-11 items-center gap-1 rounded-card px-3 text-sm font-medium hover:text-accent-400",
          isCurrentGroup ? "text-accent-400" : "text-slate-200",
        )}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      {group.sections ? (
        // A long group: its links in labelled lists, side by side.
        <div
          id={panelId}
          popover="auto"
          style={{ positionAnchor: anchor }}
          className="nav-popover grid w-[46rem] grid-cols-3 gap-2 rounded-card border border-white/10 bg-navy-900 p-3 text-white shadow-xl"
        >
          {group.sections.map((section, index) => (
            <div key={section.label}>
              <p id={`${panelId}-${index}`} className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                {section.label}
              </p>
              <ul aria-labelledby={`${panelId}-${index}`}>{section.items.map(link)}</ul>
            </div>
          ))}
        </div>
      ) : (
        <ul
          id={panelId}
          popover="auto"
          style={{ positionAnchor: anchor }}
          className={cn(
            "nav-popover rounded-card border border-white/10 bg-navy-900 p-2 text-white shadow-xl",
            group.items.length > 8 ? "grid w-[34rem] grid-cols-2" : "w-64",
          )}
        >
          {group.items.map(link)}
        </ul>
      )}
    </>
  );
}
