import { VAT_RATE } from "~/content/prices";
import { Info } from "lucide-react";
import { useDeferredValue, useEffect, useRef, useState, type FormEvent } from "react";
import type { ConfiguratorWording } from "~/content/configurator";
import type { ConsentTexts } from "~/content/consent";
import type { CategoryId } from "~/content/configurator-ids";
import type { ConfiguratorSectionContent } from "~/content/home/configurator";
import {
  BUILDING_PARAM,
  DEFAULT_BUILDING_TYPE,
  decodeConfigurator,
  encodeConfigurator,
  withQuantity,
  type ConfiguratorState,
} from "~/quote-model/configurator-url";
import { buildQuoteDraft, estimateQuote } from "~/quote-model/quote";
import { itemPrice } from "~/quote-model/price-table";
import { formatPercent, formatSar } from "~/i18n/format";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { useT } from "~/i18n/messages";
import { FeatureList } from "~/ui/FeatureList";
import { ConfiguratorQuoteRequest } from "./ConfiguratorQuoteRequest";
import { Section } from "~/ui/Section";
import { BuildingTypeExplainer } from "./BuildingTypeExplainer";
import { EstimateBar } from "./EstimateBar";
import { QuantityControl } from "./QuantityControl";
import { useHydrated } from "../ui/use-hydrated";
import { currentUrlQuery, replaceUrlQuery, useUrlQuery } from "./use-url-query";
import { useTabKeyboard } from "../ui/use-tabs";

const EMPTY: ConfiguratorState = { buildingTypeId: DEFAULT_BUILDING_TYPE, configuration: {} };

function formParams(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
}

/**
 * Home section 5: the security configurator (SPEC §2, §4, §9). The configuration lives in the URL query, and the
 * form's fields carry the same names: without JavaScript, Get Official Quote opens the quote page with the
 * configuration; with it, the draft goes to the console (as the spec has it) and a short form sends the quote. An
 * island: its section heading, its wording, the consent texts of its quote request and the label of the link to book
 * the survey after one (`surveyLabel`, the survey form's) come in the page's language as props.
 */
export function SecurityConfigurator({
  section: configuratorSection,
  wording,
  consent,
  surveyLabel,
}: {
  section: ConfiguratorSectionContent;
  wording: ConfiguratorWording;
  consent: ConsentTexts;
  surveyLabel: string;
}) {
  const locale = useLocale();
  const message = useT();
  const { buildingTypes, includedWithQuote } = wording;
  const equipmentCategories = wording.categories.map((category) => ({
    ...category,
    items: category.items.map((item) => ({ ...item, price: itemPrice(item.id) })),
  }));
  const sar = (amount: number) => formatSar(amount, locale);
  const hydrated = useHydrated();
  const query = useUrlQuery();
  const state = query ? decodeConfigurator(new URLSearchParams(query)) : EMPTY;
  // Clicks can come faster than re-renders: build each change on the latest state.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = query ? decodeConfigurator(new URLSearchParams(query)) : EMPTY;
  }, [query]);

  const [activeIndex, setActiveIndex] = useState(0);
  const [requested, setRequested] = useState<ConfiguratorState | null>(null);
  const tabs = useTabKeyboard(equipmentCategories.length, activeIndex, setActiveIndex);

  // The items answer a tap at once; the estimate (its summary, its bar, the quote button) follows in a render React
  // may put off. On a slow phone the first "+" mounts the bar and the summary's lines, which would otherwise hold back
  // the figure the visitor just changed (decision 166).
  const estimated = useDeferredValue(state);
  const estimate = estimateQuote(estimated.buildingTypeId, estimated.configuration, wording);
  const buildingType = buildingTypes.find((type) => type.id === estimated.buildingTypeId) ?? buildingTypes[0]!;

  const update = (next: ConfiguratorState) => {
    latest.current = next;
    setRequested(null);
    replaceUrlQuery(encodeConfigurator(next, new URLSearchParams(currentUrlQuery())));
  };
  const setQuantity = (categoryId: CategoryId, itemId: string, quantity: number) =>
    update({ ...latest.current, configuration: withQuantity(latest.current.configuration, categoryId, itemId, quantity) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = decodeConfigurator(formParams(event.currentTarget));
    if (estimateQuote(submitted.buildingTypeId, submitted.configuration, wording).itemCount === 0) return;
    console.log("Quote draft", buildQuoteDraft(submitted.buildingTypeId, submitted.configuration, wording));
    setRequested(submitted);
  };

  return (
    <Section id={configuratorSection.id} heading={configuratorSection} tone="surface" spacing="compact">
      <form
        method="get"
        action={localizedPath("/contact/get-quote", locale)}
        noValidate
        onSubmit={submit}
        data-hydrated={hydrated}
        className="grid grid-cols-1 gap-8 lg:grid-cols-12"
      >
        {/* The phones' action bar stays away while the items and their estimate bar are on screen. */}
        <div data-hides-action-bar="" className="min-w-0 space-y-8 lg:col-span-8">
          <fieldset>
            <legend className="mb-3 text-lg font-semibold">{message("configurator.buildingTypeLegend")}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {buildingTypes.map((type) => (
                <label
                  key={type.id}
                  className="flex cursor-pointer flex-col rounded-card border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-accent-500/60 has-[:checked]:border-accent-500 has-[:checked]:ring-1 has-[:checked]:ring-accent-500 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500"
                >
                  <input
                    type="radio"
                    name={BUILDING_PARAM}
                    value={type.id}
                    checked={state.buildingTypeId === type.id}
                    onChange={() => update({ ...latest.current, buildingTypeId: type.id })}
                    className="sr-only"
                  />
                  <span className="font-semibold">{type.name}</span>
                  <span className="text-sm text-ink-muted">{type.examples}</span>
                </label>
              ))}
            </div>
            <BuildingTypeExplainer wording={wording} />
          </fieldset>

          <div className="rounded-card border border-slate-200 bg-white shadow-sm">
            <div
              role="tablist"
              aria-label={message("configurator.categoriesLabel")}
              onKeyDown={tabs.onKeyDown}
              className="grid grid-cols-2 gap-1 border-b border-slate-200 p-2 sm:flex"
            >
              {equipmentCategories.map((category, index) => {
                const count = category.items.reduce((sum, item) => sum + (state.configuration[category.id]?.[item.id] ?? 0), 0);
                const selected = index === activeIndex;
                return (
                  <button
                    key={category.id}
                    ref={tabs.tabRef(index)}
                    type="button"
                    role="tab"
                    id={`configurator-tab-${category.id}`}
                    aria-selected={selected}
                    aria-controls={`configurator-panel-${category.id}`}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => setActiveIndex(index)}
                    // Styled by aria-selected: a tab tapped before the code has arrived is selected natively (decision 165).
                    className="group flex min-h-11 items-center justify-center gap-2 rounded-card px-4 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors not-aria-selected:hover:bg-slate-100 not-aria-selected:hover:text-ink aria-selected:bg-navy-900 aria-selected:text-white"
                  >
                    {category.label}
                    {count > 0 && (
                      <span
                        aria-hidden="true"
                        className="tabular rounded-full bg-slate-200 px-2 py-0.5 text-xs text-ink group-aria-selected:bg-accent-500 group-aria-selected:text-navy-900"
                      >
                        {count}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
            {equipmentCategories.map((category, index) => (
              <div
                key={category.id}
                role="tabpanel"
                id={`configurator-panel-${category.id}`}
                aria-labelledby={`configurator-tab-${category.id}`}
                hidden={index !== activeIndex}
                className="p-2 sm:p-4"
              >
                <ul className="divide-y divide-slate-200">
                  {category.items.map((item) => {
                    const quantity = state.configuration[category.id]?.[item.id] ?? 0;
                    return (
                      <li key={item.id} data-item={item.id} className="flex flex-wrap items-center justify-between gap-4 p-3">
                        <div className="min-w-0">
                          <p className="font-semibold">{item.name}</p>
                          <p className="tabular text-sm text-ink-muted">
                            {message("configurator.pricePerUnit", { price: sar(item.price), unit: item.unit })}
                          </p>
                        </div>
                        <div className="flex items-center gap-4">
                          <QuantityControl
                            name={item.id}
                            itemName={item.name}
                            value={quantity}
                            onChange={(next) => setQuantity(category.id, item.id, next)}
                          />
                          <p className="tabular w-24 text-end font-semibold">{sar(quantity * item.price)}</p>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
          {hydrated && estimate.itemCount > 0 && <EstimateBar itemCount={estimate.itemCount} total={estimate.total} wording={wording} />}
        </div>

        <div className="min-w-0 lg:col-span-4">
          <div className="rounded-card bg-navy-900 p-6 text-white shadow-xl lg:sticky lg:top-24">
            <h3 id="configurator-summary-title" className="text-lg font-semibold">
              {message("configurator.summaryTitle")}
            </h3>
            <div role="status" className="mt-4" data-testid="configurator-total">
              <p className="text-sm text-slate-300">{message("configurator.estimatedTotal")}</p>
              <p className="tabular text-4xl font-bold text-accent-400">{sar(estimate.total)}</p>
              <p className="tabular mt-1 text-sm text-slate-300">
                {message("configurator.vatIncluded", { percent: formatPercent(VAT_RATE, locale) })}: {sar(estimate.vat)}
              </p>
              <p className="tabular mt-1 text-sm text-slate-300">
                {message("configurator.itemCount", { count: estimate.itemCount })} · {buildingType.name}
              </p>
            </div>
            {buildingType.id !== DEFAULT_BUILDING_TYPE && (
              <p className="mt-4 flex items-start gap-2 rounded-card bg-amber-400/10 p-3 text-sm text-amber-400">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {message("configurator.complexityNote", {
                  building: buildingType.name,
                  percent: formatPercent(estimate.multiplier - 1, locale),
                })}
              </p>
            )}
            {estimate.lines.length > 0 && (
              <ul className="mt-4 space-y-1 border-t border-white/10 pt-4 text-sm text-slate-300">
                {estimate.lines.map((line) => (
                  <li key={line.item} className="tabular flex justify-between gap-3">
                    <span>
                      {line.quantity} × {line.name}
                    </span>
                    <span>{sar(line.subtotal)}</span>
                  </li>
                ))}
                {estimate.uplift > 0 && (
                  <li className="tabular flex justify-between gap-3" data-testid="configurator-uplift">
                    <span>{message("configurator.upliftLine", { building: buildingType.name })}</span>
                    <span>{sar(estimate.uplift)}</span>
                  </li>
                )}
              </ul>
            )}
            <h4 className="mt-6 text-sm font-semibold">{message("configurator.includedTitle")}</h4>
            <FeatureList items={includedWithQuote} tone="dark" className="mt-2 text-sm text-slate-300" />
            {/* Without JavaScript the button opens the quote page with whatever was typed, so it is never disabled there. */}
            <button
              type="submit"
              disabled={hydrated && estimate.itemCount === 0}
              className="btn-primary mt-6 w-full disabled:cursor-not-allowed disabled:bg-slate-600 disabled:text-slate-200"
            >
              {message("configurator.getQuote")}
            </button>
            {estimate.itemCount === 0 && <p className="mt-2 text-sm text-slate-300">{message("configurator.emptyConfiguration")}</p>}
            <p className="mt-4 text-xs text-slate-400">{message("configurator.disclaimer")}</p>
          </div>
        </div>
      </form>
      {requested && (
        <div className="mt-8">
          <ConfiguratorQuoteRequest state={requested} confirmation={wording.confirmation} consent={consent} surveyLabel={surveyLabel} />
        </div>
      )}
    </Section>
  );
}
