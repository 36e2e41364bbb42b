import { Info } from "lucide-react";
import type { ConfiguratorWording } from "~/content/configurator";
import { formatPercent } from "~/i18n/format";
import { useLocale } from "~/page-context/use-locale";
import { useT } from "~/i18n/messages";
import { buildingMultiplier } from "~/quote-model/price-table";

/**
 * What the building types' multipliers mean, in words and percentages rather than "×1.2", behind a native
 * disclosure: keyboard and screen readers need nothing more, and it works before the configurator's code arrives.
 */
export function BuildingTypeExplainer({ wording }: { wording: ConfiguratorWording }) {
  const locale = useLocale();
  const message = useT();
  const { explainer, buildingTypes } = wording;
  const addition = (building: string, multiplier: number) =>
    multiplier === 1
      ? message("configurator.buildingNothingAdded", { building })
      : message("configurator.buildingAddition", { building, percent: formatPercent(multiplier - 1, locale) });
  return (
    <details className="mt-3 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-card font-semibold text-accent-700 hover:underline">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {explainer.summary}
      </summary>
      <div className="mt-1 rounded-card border border-slate-200 bg-white p-4 text-ink-muted">
        <p>{explainer.text}</p>
        <ul className="tabular mt-2 list-disc space-y-1 ps-5">
          {buildingTypes.map((type) => (
            <li key={type.id}>{addition(type.name, buildingMultiplier(type.id))}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}
