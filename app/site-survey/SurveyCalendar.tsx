import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";
import { cn } from "~/ui/cn";
import { formatSurveyDay, formatSurveyMonth, weekdayHeads } from "./slot-format";
import { calendarMonths, hasFreeWindow, type SurveyDay } from "./slots";

// The days' radios name a form that does not exist, so they have no form owner: the day is never posted (the window,
// `slot`, carries it) and the server's check for unknown fields stays as it is, while the radios remain one native
// group: one tab stop, arrow keys from day to day skipping the closed ones, "3 of 19" read by screen readers.
const NO_FORM = "survey-day-not-posted";

/**
 * The month grid of the survey's days (docs/decisions/109), Sunday to Saturday in the page's direction. Only days
 * with a free window can be chosen; weekends, holidays, days too soon, too far or fully booked are shown disabled.
 * `label` names the grid, in the page's language.
 */
export function SurveyCalendar({
  id,
  label,
  days,
  chosen,
  onChoose,
}: {
  id: string;
  label: string;
  days: SurveyDay[];
  chosen?: string;
  onChoose: (day: string) => void;
}) {
  const locale = useLocale();
  const message = useT();
  const heads = weekdayHeads(locale);
  const open = new Set(days.filter(hasFreeWindow).map(({ day }) => day));
  const booked = new Set(days.filter(({ day }) => !open.has(day)).map(({ day }) => day));
  return (
    <div role="group" aria-label={label} className="mt-3 grid gap-6 md:grid-cols-2">
      {calendarMonths(days.map(({ day }) => day)).map(({ month, cells }) => (
        <div key={month} role="group" aria-labelledby={`${id}-${month}`}>
          <p id={`${id}-${month}`} className="text-sm font-semibold">
            {formatSurveyMonth(month, locale)}
          </p>
          <div className="mt-2 grid grid-cols-7 gap-1 text-center text-sm">
            {heads.map((head, index) => (
              <span key={`head-${index}`} aria-hidden="true" className="text-xs font-semibold text-ink-muted">
                {head}
              </span>
            ))}
            {cells.map((day, index) => {
              if (!day) return <span key={`blank-${index}`} aria-hidden="true" />;
              const name = formatSurveyDay(day, locale);
              return (
                <label
                  key={day}
                  className={cn(
                    "tabular flex h-11 items-center justify-center rounded-card",
                    open.has(day)
                      ? "cursor-pointer border border-slate-300 bg-white hover:border-accent-700 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-700 has-[:checked]:font-semibold has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700"
                      : "text-slate-500 line-through",
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-day`}
                    form={NO_FORM}
                    value={day}
                    checked={day === chosen}
                    disabled={!open.has(day)}
                    onChange={() => onChoose(day)}
                    aria-label={booked.has(day) ? message("survey.slot.dayFull", { day: name }) : name}
                    className="sr-only"
                  />
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
