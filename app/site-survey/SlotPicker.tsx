import type { SurveyFormTexts } from "~/content/site-survey";
import { useLocale } from "~/page-context/use-locale";
import { describedBy, FieldError, RequiredMark } from "~/ui/forms/FormField";
import { formatStripDay, formatSurveyDay } from "./slot-format";
import { firstChosenDay, formatWindow, stripDays, type SurveyDay } from "./slots";

/** The survey form's labels the picker shows, in the page's language: given by the booking form or the manage page. */
export type SlotTexts = Pick<SurveyFormTexts, "slotLegend" | "slotHint" | "full" | "noSlots" | "dayLegend">;

// The days' radios name a form that does not exist, so they have no form owner: the day is never posted (the window,
// `slot`, carries it) and the server's check for unknown fields stays as it is, while the radios remain one native
// group: one tab stop, arrow keys from day to day, "3 of 19" read by screen readers.
const NO_FORM = "survey-day-not-posted";

/**
 * The survey's windows (docs/decisions/152): a strip of the days with a free window, the first (or the day of the
 * window sent back) chosen, and below it the chosen day's windows only, as plain radio buttons. Which day's windows
 * show is CSS alone (./day-strip.css, by the position each day's radio and windows carry in their class), so a tap answers at once, with or without JavaScript. Full windows of a day
 * are shown disabled and marked "full".
 */
export function SlotPicker({
  id,
  texts: strings,
  days,
  slotHours,
  checked,
  error,
}: {
  id: string;
  texts: SlotTexts;
  days: SurveyDay[];
  slotHours: number;
  checked?: string;
  error?: string;
}) {
  const hintId = `${id}-hint`;
  const locale = useLocale();
  const offered = stripDays(days);
  const chosen = firstChosenDay(days, checked);
  return (
    <fieldset id={id} {...describedBy(id, error, hintId)} className="survey-picker min-w-0">
      <legend className="text-sm font-semibold">
        {strings.slotLegend}
        <RequiredMark />
      </legend>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {strings.slotHint}
      </p>
      <FieldError id={id} error={error} />
      {offered.length === 0 ? (
        <p className="mt-3">{strings.noSlots}</p>
      ) : (
        <>
          <fieldset className="mt-3 min-w-0">
            <legend className="text-sm text-ink-muted">{strings.dayLegend}</legend>
            <div className="survey-days -mx-1 mt-1 flex snap-x gap-2 overflow-x-auto p-1 contain-inline-size">
              {offered.map(({ day }, index) => {
                const { weekday, date } = formatStripDay(day, locale);
                return (
                  <label
                    key={day}
                    className="relative flex min-h-14 min-w-18 shrink-0 cursor-pointer snap-start flex-col items-center justify-center rounded-card border border-slate-300 bg-white px-3 py-1 text-sm hover:border-accent-700 has-checked:border-accent-700 has-checked:bg-accent-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-700"
                  >
                    <input
                      type="radio"
                      name={`${id}-day`}
                      form={NO_FORM}
                      value={day}
                      defaultChecked={day === chosen}
                      className={`sr-only survey-day-${index + 1}`}
                    />
                    <span>{weekday}</span> <span className="tabular font-semibold whitespace-nowrap">{date}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="survey-windows mt-3">
            {offered.map(({ day, slots }, index) => (
              <fieldset key={day} className={`survey-day-windows-${index + 1} rounded-card border border-slate-200 p-3`}>
                <legend className="px-1 text-sm font-semibold">{formatSurveyDay(day, locale)}</legend>
                <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
                  {slots.map((slot) => (
                    <label
                      key={slot.value}
                      className={`flex min-h-11 items-center gap-2 rounded-card border px-3 text-sm ${
                        slot.full
                          ? "border-slate-200 bg-slate-100 text-slate-600"
                          : "cursor-pointer border-slate-300 bg-white has-checked:border-accent-700 has-checked:ring-2 has-checked:ring-accent-700"
                      }`}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={slot.value}
                        required
                        disabled={slot.full}
                        defaultChecked={!slot.full && slot.value === checked}
                        className="size-4 shrink-0 accent-accent-700"
                      />
                      <span className="tabular">{formatWindow(slot.value, { slotHours })}</span>
                      {slot.full && <span className="font-semibold">{strings.full}</span>}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
