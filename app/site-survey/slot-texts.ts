import { formatDay, type Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { fillTemplate } from "~/i18n/template";
import { formatWindow, type SurveySchedule } from "./slots";

// A survey window as the visitor's pages show it, in the page's language (docs/decisions/116). Mails keep
// formatSlot of ./slots.ts, in English.

export const slotTexts = {
  dayAndWindow: "{day}, {window} (Riyadh time)",
} as const;

/** "Sunday, 29 November 2026", in Arabic "الأحد، 29 نوفمبر 2026 (19 جمادى الآخرة 1448 هـ)" (decision 115). */
export function formatSurveyDay(day: string, locale: Locale): string {
  return formatDay(new Date(`${day}T00:00:00Z`), locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

/** "Sunday, 29 November 2026, 08:00–10:00 (Riyadh time)". */
export function formatSurveySlot(key: string, schedule: Pick<SurveySchedule, "slotHours">, locale: Locale): string {
  return fillTemplate(localize(slotTexts.dayAndWindow, locale), {
    day: formatSurveyDay(key.slice(0, 10), locale),
    window: formatWindow(key, schedule),
  });
}
