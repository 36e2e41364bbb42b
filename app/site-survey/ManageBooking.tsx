import { CalendarX, MoveRight } from "lucide-react";
import { surveyFormText, surveyPageText } from "~/content/site-survey";
import { useT } from "~/i18n/messages";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import type { ManageToken } from "./manage-link.server";
import { surveySlotValues } from "./slot-format";
import { SlotPicker } from "./SlotPicker";
import type { SurveyDay } from "./slots";

/** The hidden fields that carry the link's token into the page's two POST forms. */
function TokenFields({ token }: { token: ManageToken }) {
  return (
    <>
      <input type="hidden" name="ref" value={token.reference} />
      <input type="hidden" name="v" value={token.version} />
      <input type="hidden" name="sig" value={token.signature} />
    </>
  );
}

/**
 * What the link opens: the booking, a button to cancel and the windows to move to. Each acts by POST only. Rendered
 * on the server alone (no island), it reads its records itself and hands the windows their labels.
 */
export function ManageBooking({
  token,
  slot,
  days,
  slotHours,
  moveError,
  chosen,
}: {
  token: ManageToken;
  slot: string;
  days: SurveyDay[];
  slotHours: number;
  moveError?: string;
  chosen?: string;
}) {
  const locale = useLocale();
  const pick = useInLocale();
  const strings = pick(surveyPageText).manage;
  const message = useT();
  return (
    <div className="max-w-3xl space-y-10">
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">{strings.booked}</dt>
        <dd data-testid="survey-slot">{message("survey.slot.dayAndWindow", surveySlotValues(slot, { slotHours }, locale))}</dd>
        <dt className="font-semibold">{strings.reference}</dt>
        <dd className="tabular">{token.reference}</dd>
      </dl>
      <section aria-labelledby="survey-move-title">
        <h2 id="survey-move-title" className="text-xl font-semibold">
          {strings.moveTitle}
        </h2>
        <form method="post" className="mt-4 space-y-4">
          <TokenFields token={token} />
          <input type="hidden" name="intent" value="move" />
          <SlotPicker
            id="manage-slot"
            texts={pick(surveyFormText).form}
            days={days}
            slotHours={slotHours}
            checked={chosen}
            error={moveError}
          />
          <button type="submit" className="btn-primary">
            <MoveRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            {strings.move}
          </button>
        </form>
      </section>
      <section aria-labelledby="survey-cancel-title">
        <h2 id="survey-cancel-title" className="text-xl font-semibold">
          {strings.cancelTitle}
        </h2>
        <p className="mt-2 text-ink-muted">{strings.cancelText}</p>
        <form method="post" className="mt-4">
          <TokenFields token={token} />
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="btn-secondary">
            <CalendarX aria-hidden="true" className="size-4" />
            {strings.cancel}
          </button>
        </form>
      </section>
    </div>
  );
}
