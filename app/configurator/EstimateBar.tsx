import { estimateBarStrings, vatStrings } from "~/content/configurator";
import { formatSar } from "~/configurator/quote";
import { homeStrings } from "~/content/strings/home";

/**
 * Below `lg`, where the estimate comes after the items: the count and total stay in sight at the foot of the screen
 * while the visitor adds items (sticky within the items' column, above the phones' action bar if it is shown).
 * Get Quote submits the configurator's form, as Get Official Quote does.
 */
export function EstimateBar({ itemCount, total }: { itemCount: number; total: number }) {
  return (
    <div
      aria-label={estimateBarStrings.label}
      role="group"
      data-testid="configurator-estimate-bar"
      className="sticky bottom-[calc(0.5rem+var(--action-bar-offset))] z-20 flex items-center justify-between gap-3 rounded-card bg-navy-900 py-2 ps-4 pe-2 text-white shadow-xl shadow-navy-900/30 lg:hidden"
    >
      <p className="tabular min-w-0 text-sm">
        <span data-estimate-count="">{homeStrings.configurator.itemCount(itemCount)}</span>
        {" · "}
        <span data-estimate-total="" className="font-bold text-accent-400">
          {formatSar(total)}
        </span>{" "}
        <span className="text-xs text-slate-300">{vatStrings.short}</span>
      </p>
      <button type="submit" className="btn-primary shrink-0">
        {estimateBarStrings.getQuote}
      </button>
    </div>
  );
}
