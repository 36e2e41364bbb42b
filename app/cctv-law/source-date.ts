import { formatDate, formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

/** A source's date as people read it: "3 October 2022", or "June 2023" when only the month is known. */
export function formatSourceDate(date: string, locale: Locale = "en"): string {
  const monthOnly = /^\d{4}-\d{2}$/.test(date);
  const options: Intl.DateTimeFormatOptions = { month: "long", year: "numeric" };
  // A month alone has no single Hijri date: it stays Gregorian.
  if (monthOnly) return formatDate(new Date(`${date}-01`), locale, options);
  return formatDay(new Date(date), locale, { ...options, day: "numeric" });
}
