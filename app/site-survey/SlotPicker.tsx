import { useEffect, useRef, useState } from "react";
import type { SurveyFormTexts } from "~/content/site-survey";
import { useLocale } from "~/page-context/use-locale";
import { describedBy, FieldError, RequiredMark } from "~/ui/forms/FormField";
import { formatSurveyDay } from "./slot-format";
import { formatWindow, hasFreeWindow, type SurveyDay } from "./slots";
import { SurveyCalendar } from "./SurveyCalendar";

/** The survey form's labels the windows show, in the page's language: given by the form's island or the manage page. */
export type SlotTexts = Pick<SurveyFormTexts, "slotLegend" | "slotHint" | "full" | "noSlots" | "calendarLabel">;

/**
 * The windows as plain radio buttons grouped by day, so the page works without JavaScript and with any screen
 * reader: one radio group (arrow keys move between windows, Tab leaves), full windows disabled and marked "full".
 * With `calendar`, once the script is live and the visitor turns to the windows, a month grid of the days comes first
 * and only the chosen day's windows stay shown (docs/decisions/109). The windows are the same elements throughout, so a window checked or focused
 * while the script was loading stays so.
 */
export function SlotPicker({
  id,
  texts: strings,
  days,
  slotHours,
  checked,
  error,
  calendar = false,
}: {
  id: string;
  texts: SlotTexts;
  days: SurveyDay[];
  slotHours: number;
  checked?: string;
  error?: string;
  calendar?: boolean;
}) {
  const hintId = `${id}-hint`;
  const locale = useLocale();
  const listRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const [chosenDay, setChosenDay] = useState<string>();
  // A press on a window is let through to its click before the calendar comes: the grid then opens on the window just
  // checked. Starting it on the press (or on the focus the press gives) moved or hid the window under the pointer,
  // and the click that followed checked nothing.
  const pressingWindow = useRef(false);

  // The calendar takes the list's place only when the visitor turns to the windows (focus, press or click in them),
  // so the form never changes height under a visitor busy with another field while the code arrives. It starts on the
  // day of the window already checked or focused (the server's echo, or a choice made while the code loaded), else on
  // the first day with a free window.
  const startCalendar = () => {
    if (!calendar || live) return;
    const list = listRef.current;
    const focused = document.activeElement;
    const from = list?.querySelector<HTMLInputElement>('input[name="slot"]:checked') ?? (list?.contains(focused) ? focused : null);
    setChosenDay(from instanceof HTMLInputElement ? from.value.slice(0, 10) : days.find(hasFreeWindow)?.day);
    setLive(true);
  };

  // Hydrated by the windows' own use (focus already in them): the calendar comes at once.
  useEffect(() => {
    if (listRef.current?.contains(document.activeElement)) startCalendar();
    // Once: later, the handlers below start it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (day: string) => {
    // A window checked on another day would be posted unseen: the day chosen is the one whose window is booked.
    for (const input of listRef.current?.querySelectorAll<HTMLInputElement>('input[name="slot"]:checked') ?? []) {
      if (!input.value.startsWith(day)) input.checked = false;
    }
    setChosenDay(day);
  };

  return (
    <fieldset
      id={id}
      {...describedBy(id, error, hintId)}
      onFocus={() => pressingWindow.current || startCalendar()}
      onPointerDown={(event) => {
        pressingWindow.current = listRef.current?.contains(event.target as Node) ?? false;
        if (!pressingWindow.current) startCalendar();
      }}
      onClick={() => {
        pressingWindow.current = false;
        startCalendar();
      }}
    >
      <legend className="text-sm font-semibold">
        {strings.slotLegend}
        <RequiredMark />
      </legend>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {strings.slotHint}
      </p>
      <FieldError id={id} error={error} />
      {live && <SurveyCalendar id={id} label={strings.calendarLabel} days={days} chosen={chosenDay} onChoose={choose} />}
      {(days.length === 0 || (live && !chosenDay)) && <p className="mt-3">{strings.noSlots}</p>}
      <div ref={listRef} className={live ? "mt-4" : "mt-3 grid gap-3 md:grid-cols-2"}>
        {days.map(({ day, slots }) => (
          <fieldset key={day} hidden={live && day !== chosenDay} className="rounded-card border border-slate-200 p-3">
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
