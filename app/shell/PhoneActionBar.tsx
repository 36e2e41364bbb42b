import { phoneActions } from "~/content/phone-actions";
import { useInLocale } from "~/page-context/use-locale";
import { PhoneActions } from "./PhoneActions";

/**
 * Phones only (below `md`): Call, WhatsApp and Get Quote fixed at the foot of the screen. Without JavaScript it is
 * always there and the page keeps room for it; with it, it shows from the first scroll (enhance/action-bar.ts): at
 * the very top the header's Call and WhatsApp are on screen. It steps aside for a focused field and the open menu sheet (app.css, no script needed).
 */
export function PhoneActionBar() {
  return (
    <nav
      aria-label={useInLocale()(phoneActions).label}
      data-action-bar=""
      className="action-bar fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-navy-900/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] backdrop-blur md:hidden print:hidden"
    >
      <PhoneActions layout="bar" />
    </nav>
  );
}
