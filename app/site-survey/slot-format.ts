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

/** "November 2026", "نوفمبر 2026": a calendar's month heading, Gregorian only (the days carry the Hijri date). */
export function formatSurveyMonth(month: string, locale: Locale): string {
  return formatDate(new Date(`${month}-01T00:00:00Z`), locale, { month: "long", year: "numeric" });
}

/**
 * A calendar's column heads, Sunday to Saturday: "Sun" in English, one letter in Arabic ("ح"), whose short names are
 * the full ones and would not fit seven to a phone's width. Each day's own name is its full date.
 */
export function weekdayHeads(locale: Locale): string[] {
  const options = { weekday: locale === "ar" ? "narrow" : "short" } as const;
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => formatDate(new Date(Date.UTC(2026, 10, 1 + index)), locale, options));
}
