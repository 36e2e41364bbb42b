import { DAY_MONTH_YEAR, formatDay } from "~/i18n/format";
import { useT } from "~/i18n/messages";
import type { Locale } from "~/i18n/locale";

/** A day of the blog as a reader sees it: Gregorian, and the Umm al-Qura date beside it on Arabic pages. */
export function BlogDate({ date, locale }: { date: string; locale: Locale }) {
  return <time dateTime={date}>{formatDay(new Date(`${date}T00:00:00Z`), locale, DAY_MONTH_YEAR)}</time>;
}

/** "5 min read". */
export function ReadingTime({ minutes }: { minutes: number }) {
  return <span>{useT()("blog.readingTime", { minutes })}</span>;
}
