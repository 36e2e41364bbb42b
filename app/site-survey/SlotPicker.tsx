import { surveyStrings } from "~/content/site-survey";
import { useLocale, useLocalize } from "~/i18n/use-locale";
import { describedBy, FieldError, RequiredMark } from "~/leads/components/FormField";
import { formatSurveyDay } from "./slot-texts";
import { formatWindow, type SurveyDay } from "./slots";

/**
 * The windows as plain radio buttons grouped by day, so the page works without JavaScript and with any screen
 * reader: one radio group (arrow keys move between windows, Tab leaves), full windows disabled and marked "full".
 */
export function SlotPicker({
  id,
  days,
  slotHours,
  checked,
  error,
}: {
  id: string;
  days: SurveyDay[];
  slotHours: number;
  checked?: string;
  error?: string;
}) {
  const hintId = `${id}-hint`;
  const locale = useLocale();
  const strings = useLocalize()(surveyStrings.form);
  return (
    <fieldset id={id} {...describedBy(id, error, hintId)}>
      <legend className="text-sm font-semibold">
        {strings.slotLegend}
        <RequiredMark />
      </legend>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {strings.slotHint}
      </p>
      <FieldError id={id} error={error} />
      {days.length === 0 && <p className="mt-3">{strings.noSlots}</p>}
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {days.map(({ day, slots }) => (
          <fieldset key={day} className="rounded-card border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{formatSurveyDay(day, locale)}</legend>
            <div className="flex flex-wrap gap-2">
              {slots.map((slot) => (
                <label
                  key={slot.value}
                  className={`flex min-h-11 items-center gap-2 rounded-card border px-3 text-sm ${
                    slot.full
                      ? "border-slate-200 bg-slate-100 text-slate-600"
                      : "border-slate-300 bg-white has-checked:border-accent-700 has-checked:ring-2 has-checked:ring-accent-700"
                  }`}
                >
                  <input
                    type="radio"
                    name="slot"
                    value={slot.value}
                    required
                    disabled={slot.full}
                    defaultChecked={!slot.full && slot.value === checked}
                    className="size-4 accent-accent-700"
                  />
                  <span className="tabular">{formatWindow(slot.value, { slotHours })}</span>
                  {slot.full && <span className="font-semibold">{strings.full}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
