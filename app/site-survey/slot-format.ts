import { formatDate, formatDay, LONG_DAY } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { formatWindow, type SurveySchedule } from "./slots";

// A survey window's day and hours as the visitor's pages show them, in the page's language (docs/decisions/116).
// The sentences around them are messages (content/messages, survey.slot ids); mails write their own day, without
// the Hijri date (app/site-survey/mails.server.tsx).

/** "Sunday, 29 November 2026", in Arabic "الأحد، 29 نوفمبر 2026 (19 جمادى الآخرة 1448 هـ)", a no-break space before هـ (decision 115). */
export function formatSurveyDay(day: string, locale: Locale): string {
  return formatDay(new Date(`${day}T00:00:00Z`), locale, LONG_DAY);
}

/** A window's day in words and its hours ("08:00–10:00"), for the message "{day}, {window} (Riyadh time)". */
export function surveySlotValues(key: string, schedule: Pick<SurveySchedule, "slotHours">, locale: Locale) {
  return { day: formatSurveyDay(key.slice(0, 10), locale), window: formatWindow(key, schedule) };
}

/** A day as the picker's strip names it: "Sun" and "29 Nov", in Arabic "الأحد" and "29 نوفمبر". */
export function formatStripDay(day: string, locale: Locale): { weekday: string; date: string } {
  const date = new Date(`${day}T00:00:00Z`);
  return { weekday: formatDate(date, locale, { weekday: "short" }), date: formatDate(date, locale, { day: "numeric", month: "short" }) };
}
