import { DAY_MONTH_YEAR, formatDay, formatMonthYear } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

/** A source's date as people read it: "3 October 2022", or "June 2023" when only the month is known (`2023-06`). */
export function formatSourceDate(date: string, locale: Locale = "en"): string {
  if (/^\d{4}-\d{2}$/.test(date)) return formatMonthYear(new Date(`${date}-01`), locale);
  return formatDay(new Date(date), locale, DAY_MONTH_YEAR);
}
