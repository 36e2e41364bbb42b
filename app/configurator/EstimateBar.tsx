import type { ConfiguratorWording } from "~/content/configurator";
import { formatSar } from "~/i18n/format";
import { useLocale } from "~/page-context/use-locale";
import { useT } from "~/i18n/messages";

/**
 * Below `lg`, where the estimate comes after the items: the count and total stay in sight at the foot of the screen
 * while the visitor adds items (sticky within the items' column, above the phones' action bar if it is shown).
 * Get Quote submits the configurator's form, as Get Official Quote does.
 */
export function EstimateBar({ itemCount, total, wording }: { itemCount: number; total: number; wording: ConfiguratorWording }) {
  const locale = useLocale();
  const message = useT();
  const { estimateBar } = wording;
  return (
    <div
      aria-label={estimateBar.label}
      role="group"
      data-testid="configurator-estimate-bar"
      data-bottom-bar=""
      className="sticky bottom-[calc(0.5rem+var(--action-bar-offset))] z-20 flex items-center justify-between gap-3 rounded-card bg-navy-900 py-2 ps-4 pe-2 text-white shadow-xl shadow-navy-900/30 lg:hidden"
    >
      <p className="tabular min-w-0 text-sm">
        <span data-estimate-count="">{message("configurator.itemCount", { count: itemCount })}</span>
        {" · "}
        <span data-estimate-total="" className="font-bold text-accent-400">
          {formatSar(total, locale)}
        </span>{" "}
        <span className="text-xs text-slate-300">{wording.inclVat}</span>
      </p>
      <button type="submit" className="btn-primary shrink-0">
        {estimateBar.getQuote}
      </button>
    </div>
  );
}
