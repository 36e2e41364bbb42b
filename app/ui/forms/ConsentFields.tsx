import type { CollectionNoticeTexts, ConsentTexts } from "~/content/consent";
import { ChevronDown } from "lucide-react";
import { T } from "~/i18n/messages";
import { describedBy, FieldError, RequiredMark } from "./FormField";
const box = "mt-0.5 size-6 shrink-0 rounded accent-accent-700";

export interface ConsentFieldsProps {
  id: string;
  error?: string;
  onChange?: () => void;
  /** The box as the visitor left it, when the server sends a form back. */
  marketingChecked?: boolean;
}

/**
 * The end of every lead form (PDPL Art. 13 and 25): the short collection notice, the spec's required consent box
 * 'I agree to the privacy policy and terms of service' (both documents linked, the notice describing it), and apart
 * from it the optional marketing opt-in, never ticked for the visitor. Its texts come as props, so that an island
 * carries one language and no record module.
 */
export function ConsentFields({ id, error, onChange, marketingChecked = false, texts }: ConsentFieldsProps & { texts: ConsentTexts }) {
  const { notice, marketing: marketingText, privacyPath, termsPath } = texts;
  const noticeId = `${id}-notice`;
  const marketingId = `${id.replace(/-consent$/, "")}-marketing`;
  return (
    <div className="space-y-4">
      <CollectionNotice id={noticeId} notice={notice} privacyPath={privacyPath} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={id}
            name="consent"
            type="checkbox"
            required
            className={box}
            onChange={onChange}
            {...describedBy(id, error, noticeId)}
          />
          <label htmlFor={id} className="text-sm">
            <T
              id="forms.consent"
              components={{
                0: <a href={privacyPath} className="font-semibold text-accent-700 underline underline-offset-2" />,
                1: <a href={termsPath} className="font-semibold text-accent-700 underline underline-offset-2" />,
              }}
            />
            <RequiredMark />
          </label>
        </div>
        <FieldError id={id} error={error} />
      </div>
      <div className="flex items-start gap-3">
        <input id={marketingId} name="marketing" type="checkbox" defaultChecked={marketingChecked} className={box} />
        <label htmlFor={marketingId} className="text-sm">
          {marketingText}
        </label>
      </div>
    </div>
  );
}

/**
 * What the law asks to tell at the point of collection (PDPL Art. 13), before the box that agrees to it: one closed
 * line (its title and summary) that opens to its items and the link to the full privacy notice. A `<details>`, so it
 * is on the page before sending and opens without JavaScript, without taking a phone screen (it was ~350 px tall at
 * 390 px). Every lead form shows it; `id` names it for the box.
 */
export function CollectionNotice({ id, notice, privacyPath }: { id: string; notice: CollectionNoticeTexts; privacyPath: string }) {
  return (
    <details id={id} className="group @container rounded-card border border-slate-200 bg-surface px-4 py-2 text-sm text-ink-muted">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-accent-700 transition-transform group-open:rotate-180" />
        <span>
          <span className="font-semibold text-ink">{notice.title}</span>
          {notice.summary && <>: {notice.summary}</>}
        </span>
      </summary>
      {/* Two columns where the form is wide enough: the notice stays whole and the form shorter. */}
      <dl className="mt-1 grid gap-y-1 @lg:grid-cols-2 @lg:gap-x-6">
        {notice.items.map((item) => (
          <div key={item.label}>
            <dt className="inline font-semibold text-ink">{item.label}: </dt>
            <dd className="inline">{item.text}</dd>
          </div>
        ))}
      </dl>
      <a href={privacyPath} className="my-2 inline-block font-semibold text-accent-700 underline underline-offset-2">
        {notice.fullNotice}
      </a>
    </details>
  );
}
