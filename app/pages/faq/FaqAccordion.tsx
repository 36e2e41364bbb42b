import { ChevronDown } from "lucide-react";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { Faq } from "~/content/faqs";

/**
 * Questions as native <details>/<summary>: keyboard operable (Tab, then Enter or Space), announced as
 * expandable by screen readers, and working before (or without) JavaScript. Each question is its anchor; on a page
 * with sections of its own, `anchorPrefix` keeps a question's id apart from theirs.
 */
export function FaqAccordion({ items, anchorPrefix = "" }: { items: readonly Faq[]; anchorPrefix?: string }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
      {items.map((faq) => (
        <details key={faq.id} id={`${anchorPrefix}${faq.id}`} className="group scroll-mt-24">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-start text-lg font-semibold hover:bg-surface [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              strokeWidth={ICON_STROKE_WIDTH}
              className="size-5 shrink-0 text-accent-700 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="px-6 pb-6 leading-relaxed text-ink-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
