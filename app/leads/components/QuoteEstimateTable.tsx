import { VAT_RATE } from "~/content/prices";
import { vatStrings } from "~/content/configurator";
import { asPercent, formatSar, type QuoteEstimate } from "~/configurator/quote";
import { formStrings } from "~/content/strings/forms";

const strings = formStrings.quoteForm;

/** A configuration and its estimate, as the server computed it from its own price list. */
export function QuoteEstimateTable({ estimate }: { estimate: QuoteEstimate }) {
  return (
    <table className="w-full text-sm tabular">
      <caption className="sr-only">{strings.configurationTitle}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-start text-ink-muted">
          <th scope="col" className="py-2 text-start font-medium">
            {strings.item}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {strings.quantity}
          </th>
          <th scope="col" className="hidden py-2 text-end font-medium sm:table-cell">
            {strings.unitPrice}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {strings.subtotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {estimate.lines.map((line) => (
          <tr key={line.item} className="border-b border-slate-100">
            <th scope="row" className="py-2 text-start font-normal">
              {line.name}
            </th>
            <td className="py-2 text-end">
              {line.quantity} {line.unit}
            </td>
            <td className="hidden py-2 text-end sm:table-cell">{formatSar(line.unitPrice)}</td>
            <td className="py-2 text-end">{formatSar(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {estimate.multiplier !== 1 && (
          <tr>
            <th scope="row" colSpan={3} className="py-2 text-start font-normal text-ink-muted">
              {strings.multiplier(estimate.buildingName, estimate.multiplier)}
            </th>
            <td className="py-2 text-end text-ink-muted">x{estimate.multiplier}</td>
          </tr>
        )}
        <tr className="text-base font-semibold">
          <th scope="row" colSpan={3} className="py-2 text-start">
            {strings.total}
          </th>
          <td className="py-2 text-end" data-testid="quote-estimate-total">
            {formatSar(estimate.total)}
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={3} className="py-2 text-start font-normal text-ink-muted">
            {vatStrings.included(asPercent(VAT_RATE))}
          </th>
          <td className="py-2 text-end text-ink-muted" data-testid="quote-estimate-vat">
            {formatSar(estimate.vat)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
