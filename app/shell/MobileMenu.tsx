import { ChevronDown, Menu, X } from "lucide-react";
import { navigation, type NavLink } from "~/content/nav";
import { phoneActions as phoneActionsContent } from "~/content/phone-actions";
import { useT } from "~/i18n/messages";
import { useInLocale } from "~/page-context/use-locale";
import { LanguageSwitch } from "./LanguageSwitch";
import { PhoneActions } from "./PhoneActions";

const linkClass = "block rounded-md px-3 py-2.5 text-slate-200 hover:bg-white/5 hover:text-accent-400";

const SHEET_ID = "mobile-menu";

/**
 * Side sheet for small screens: a modal <dialog> opened and closed by invoker commands, so it works before (and
 * without) any script; Escape and a click outside close it natively. app/shell/enhance/mobile-menu.ts wraps Tab.
 * Its foot holds Call, WhatsApp and Get Quote.
 */
export function MobileMenu() {
  const t = useT();
  const pick = useInLocale();
  const { homeLink, mobileGroups, mobileExtraLinks } = pick(navigation);
  const phoneActions = pick(phoneActionsContent);
  const item = (link: NavLink) => (
    <li key={link.to}>
      <a href={link.to} className={linkClass}>
        {link.label}
      </a>
    </li>
  );

  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={SHEET_ID}
        className="grid size-11 place-items-center rounded-card text-white hover:bg-white/10 lg:hidden"
        aria-label={t("common.openMenu")}
        aria-haspopup="dialog"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        id={SHEET_ID}
        data-mobile-menu=""
        closedby="any"
        aria-labelledby="mobile-menu-title"
        className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-navy-900 p-4 text-white backdrop:bg-navy-950/70 open:flex open:flex-col"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="mobile-menu-title" className="text-lg font-semibold">
            {t("common.navigationMenu")}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={SHEET_ID}
            className="grid size-11 place-items-center rounded-card hover:bg-white/10"
            aria-label={t("common.closeMenu")}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t("common.navigationMenu")}>
          <ul className="space-y-1">
            {item(homeLink)}
            {mobileGroups.map((group) => (
              <li key={group.id}>
                <details className="group">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-md px-3 font-medium hover:bg-white/5">
                    {group.label}
                    <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                  </summary>
                  {group.sections ? (
                    // A long group: its labelled lists in one scrolling box, so the sheet stays short.
                    <div className="ms-3 max-h-64 overflow-y-auto border-s border-white/10 ps-2 text-sm">
                      {group.sections.map((section, index) => (
                        <div key={section.label}>
                          <p
                            id={`sheet-${group.id}-${index}`}
                            className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase"
                          >
                            {section.label}
                          </p>
                          <ul aria-labelledby={`sheet-${group.id}-${index}`}>{section.items.map(item)}</ul>
                        </div>
                      ))}
                    </div>
                  ) : (
                    <ul className="ms-3 border-s border-white/10 ps-2 text-sm">{group.items.map(item)}</ul>
                  )}
                </details>
              </li>
            ))}
            {mobileExtraLinks.map(item)}
          </ul>
        </nav>
        <LanguageSwitch className="mt-4 px-3" />
        {/* At the sheet's foot (a column while open): the same three actions as the phones' bar. */}
        <PhoneActions layout="sheet" label={phoneActions.label} className="mt-auto border-t border-white/10 pt-4" />
      </dialog>
    </>
  );
}
