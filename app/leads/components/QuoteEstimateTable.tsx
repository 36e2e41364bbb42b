import { VAT_RATE } from "~/content/prices";
import type { QuoteEstimate } from "~/quote-model/quote";
import { formatPercent, formatSar, formatWholeNumber } from "~/i18n/format";
import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";

/** A configuration and its estimate, as the server computed it from its own price list, named in the page's language. */
export function QuoteEstimateTable({ estimate }: { estimate: QuoteEstimate }) {
  const locale = useLocale();
  const message = useT();
  const sar = (amount: number) => formatSar(amount, locale);
  return (
    <table className="w-full text-sm tabular">
      <caption className="sr-only">{message("forms.quote.configurationTitle")}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-start text-ink-muted">
          <th scope="col" className="py-2 text-start font-medium">
            {message("forms.quote.estimate.item")}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {message("forms.quote.estimate.quantity")}
          </th>
          <th scope="col" className="hidden py-2 text-end font-medium sm:table-cell">
            {message("forms.quote.estimate.unitPrice")}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {message("forms.quote.estimate.subtotal")}
          </th>
        </tr>
      </thead>
      <tbody>
        {estimate.lines.map((line) => (
          <tr key={line.item} className="border-b border-slate-100">
            <th scope="row" className="py-2 text-start font-normal">
              {line.name}
            </th>
            {/* The number alone under "Quantity": a unit after it would need its plural ("4 camera", issue 26). */}
            <td className="py-2 text-end">{formatWholeNumber(line.quantity, locale)}</td>
            <td className="hidden py-2 text-end sm:table-cell">{sar(line.unitPrice)}</td>
            <td className="py-2 text-end">{sar(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {/* The building type's uplift in riyals, so that the lines add up to the total (issue 26). */}
        {estimate.uplift > 0 && (
          <tr>
            <th scope="row" colSpan={3} className="py-2 text-start font-normal text-ink-muted">
              {message("forms.quote.estimate.multiplier", { name: estimate.buildingName, multiplier: String(estimate.multiplier) })}
            </th>
            <td className="py-2 text-end text-ink-muted" data-testid="quote-estimate-uplift">
              {sar(estimate.uplift)}
            </td>
          </tr>
        )}
        <tr className="text-base font-semibold">
          <th scope="row" colSpan={3} className="py-2 text-start">
            {message("forms.quote.estimate.total")}
          </th>
          <td className="py-2 text-end" data-testid="quote-estimate-total">
            {sar(estimate.total)}
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={3} className="py-2 text-start font-normal text-ink-muted">
            {message("configurator.vatIncluded", { percent: formatPercent(VAT_RATE, locale) })}
          </th>
          <td className="py-2 text-end text-ink-muted" data-testid="quote-estimate-vat">
            {sar(estimate.vat)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
