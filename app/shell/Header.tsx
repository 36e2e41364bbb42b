import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { desktopGroups, homeLink, quoteLink, shopLink } from "~/content/nav";
import { common } from "~/content/strings/common";
import { DesktopDropdown } from "./DesktopDropdown";
import { MobileMenu } from "./MobileMenu";
import { Wordmark } from "./Wordmark";
import { cn } from "~/ui/cn";

/** SPEC §4: the bar turns more opaque once the page is scrolled past this many pixels. */
const SCROLL_THRESHOLD_PX = 50;

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-card px-3 text-sm font-medium hover:text-accent-400",
    isActive ? "text-accent-400" : "text-slate-200",
  );

export function Header() {
  const [scrolled, setScrolled] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300",
        scrolled ? "border-white/10 bg-navy-900/95 shadow-lg backdrop-blur" : "border-transparent bg-navy-900/70",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-card focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        {common.skipToContent}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Wordmark />
        <nav aria-label={common.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={homeLink.to} end className={topLinkClass}>
                {homeLink.label}
              </NavLink>
            </li>
            {desktopGroups.map((group) => (
              <li key={group.id}>
                <DesktopDropdown
                  group={group}
                  open={openGroup === group.id}
                  onOpenChange={(open) => setOpenGroup(open ? group.id : null)}
                />
              </li>
            ))}
            <li>
              <NavLink to={shopLink.to} className={topLinkClass}>
                {shopLink.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to={quoteLink.to} className="btn-primary hidden lg:inline-flex">
            {quoteLink.label}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
