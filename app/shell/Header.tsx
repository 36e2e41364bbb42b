import { NavLink } from "react-router";
import { navigation } from "~/content/nav";
import { useT } from "~/i18n/messages";
import { useInLocale } from "~/page-context/use-locale";
import { LanguageSwitch } from "./LanguageSwitch";
import { DesktopDropdown } from "./DesktopDropdown";
import { HeaderContacts } from "./HeaderContacts";
import { MobileMenu } from "./MobileMenu";
import { Wordmark } from "./Wordmark";
import { cn } from "~/ui/cn";

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-card px-3 text-sm font-medium hover:text-accent-400",
    isActive ? "text-accent-400" : "text-slate-200",
  );

/** The site header: plain HTML; the scroll change past 50 px comes from app/shell/enhance/header.ts. */
export function Header() {
  const t = useT();
  const { homeLink, quoteLink, desktopGroups, desktopLinks } = useInLocale()(navigation);
  return (
    <header
      data-site-header=""
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-navy-900/70 transition-colors duration-300 data-[scrolled=true]:border-white/10 data-[scrolled=true]:bg-navy-900/95 data-[scrolled=true]:shadow-lg data-[scrolled=true]:backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-card focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        {t("common.skipToContent")}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Wordmark />
        <nav aria-label={t("common.mainNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={homeLink.to} end className={topLinkClass}>
                {homeLink.label}
              </NavLink>
            </li>
            {desktopGroups.map((group) => (
              <li key={group.id}>
                <DesktopDropdown group={group} />
              </li>
            ))}
            {desktopLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={topLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* On phones its name alone, so that Call and WhatsApp fit beside it (decision 149). */}
          <LanguageSwitch className="px-2" iconClassName="max-sm:hidden" />
          <HeaderContacts />
          <a href={quoteLink.to} className="btn-primary hidden lg:inline-flex">
            {quoteLink.label}
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
