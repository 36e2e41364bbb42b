import { Calculator, Send } from "lucide-react";
import { configuratorWording } from "~/content/configurator";
import { packageRecords } from "~/content/packages";
import { VAT_RATE } from "~/content/prices";
import { warranties } from "~/content/warranties";
import { formatPercent, formatSar } from "~/i18n/format";
import { useT } from "~/i18n/messages";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { FeatureList } from "~/ui/FeatureList";
import { packageOffer, type PackageOffer } from "./package-offer";

/**
 * /packages: every package record with the configurator's estimate of it (total with VAT, the VAT in it), what it
 * holds, what comes with it and what each of its warranties covers; each opens the configurator filled with it, or the
 * quote form with its configuration (decision 144).
 */
export function PackageList() {
  const locale = useLocale();
  const message = useT();
  const offers = useInLocale()(packageRecords).map((record) => packageOffer(record, locale));
  return (
    <div className="container-page pb-16">
      <div className="max-w-3xl space-y-2 text-ink-muted">
        <p className="text-lg">{message("packages.priceNote", { percent: formatPercent(VAT_RATE, locale) })}</p>
        <p className="text-sm">{message("configurator.disclaimer")}</p>
      </div>
      <ol className="mt-10 grid gap-8 lg:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.record.id} id={offer.record.id} className="scroll-mt-24">
            <PackageCard offer={offer} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function PackageCard({ offer }: { offer: PackageOffer }) {
  const locale = useLocale();
  const message = useT();
  const pick = useInLocale();
  const wording = pick(configuratorWording);
  const warrantyTexts = pick(warranties);
  const { record, estimate } = offer;
  const titleId = `${record.id}-title`;
  const sar = (amount: number) => formatSar(amount, locale);
  return (
    <article
      aria-labelledby={titleId}
      data-package={record.id}
      className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-2xl font-semibold">
        {record.name}
      </h2>
      <p className="mt-1 font-medium text-ink-muted">{message("packages.suits", { who: record.suits })}</p>
      <p className="mt-3 leading-relaxed">{record.summary}</p>

      <div className="mt-5 rounded-card bg-navy-900 p-4 text-white" data-testid="package-price">
        <p className="text-sm text-slate-300">{message("packages.price")}</p>
        <p className="tabular text-3xl font-bold text-accent-400">
          <span data-package-total="">{sar(estimate.total)}</span>{" "}
          <span className="text-sm font-normal text-slate-300">{wording.inclVat}</span>
        </p>
        <p className="tabular mt-1 text-sm text-slate-300">
          {message("configurator.vatIncluded", { percent: formatPercent(VAT_RATE, locale) })}:{" "}
          <span data-package-vat="">{sar(estimate.vat)}</span>
        </p>
        <p className="mt-1 text-sm text-slate-300">{message("packages.buildingType", { building: estimate.buildingName })}</p>
        {estimate.multiplier !== 1 && (
          <p className="mt-1 text-sm text-amber-400">
            {message("configurator.complexityNote", {
              building: estimate.buildingName,
              percent: formatPercent(estimate.multiplier - 1, locale),
            })}
          </p>
        )}
      </div>

      <h3 className="mt-6 font-semibold">{message("packages.itemsTitle")}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {estimate.lines.map((line) => (
          <li key={line.item} data-item={line.item} className="tabular flex justify-between gap-3">
            <span>
              {line.quantity} × {line.name}
            </span>
            <span className="text-ink-muted">{sar(line.subtotal)}</span>
          </li>
        ))}
        {estimate.uplift > 0 && (
          <li className="tabular flex justify-between gap-3">
            <span>{message("configurator.upliftLine", { building: estimate.buildingName })}</span>
            <span className="text-ink-muted">{sar(estimate.uplift)}</span>
          </li>
        )}
      </ul>

      <h3 className="mt-6 font-semibold">{message("packages.includedTitle")}</h3>
      <FeatureList items={record.included} className="mt-2 text-sm" />

      <h3 className="mt-6 font-semibold">{message("packages.warrantiesTitle")}</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {record.warranties.map(({ warranty, appliesTo }) => (
          <li key={warranty}>
            <span className="font-semibold">{warrantyTexts[warranty]}</span>: {warrantyTexts.covers[warranty]}
            {appliesTo && <span className="block text-ink-muted">{message("packages.warrantyAppliesTo", { devices: appliesTo })}</span>}
          </li>
        ))}
      </ul>

      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <a href={offer.configureHref} className="btn-primary" data-action="configure">
          <Calculator aria-hidden="true" className="size-4" />
          {message("packages.configure")}
        </a>
        <a href={offer.quoteHref} className="btn-secondary" data-action="quote">
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {message("packages.requestQuote")}
        </a>
      </div>
    </article>
  );
}
