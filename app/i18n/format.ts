import { intlLocale, type Locale } from "./locale";

// The one place that builds `Intl` formatters (docs/decisions/134): money, numbers, per cent, dates, times and lists
// in the page's language, written by docs/arabic-glossary.md's rules: Western digits, a no-break space before "ر.س"
// and before a generated "هـ", "%" straight after the number, the Arabic comma in lists. Shared: no Node built-ins.

const NBSP = "\u00a0";
const HIJRI = "ar-SA-u-ca-islamic-umalqura-nu-latn";

/** Formatters are costly to build: one per kind, locale and options. */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.PluralRules;
const formatters = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = build()));
  return formatter;
}
const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  cached(`number ${tag} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  cached(`date ${tag} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));

/** A whole number as the language writes it: "1,234,567" in both, thousands separators and Western digits. */
export function formatWholeNumber(value: number, locale: Locale = "en"): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

const riyals = (figure: string, locale: Locale) => (locale === "ar" ? `${figure}${NBSP}ر.س` : `SAR ${figure}`);

/** "SAR 5,541", in Arabic "5,541 ر.س" (a no-break space before ر.س): whole riyals. */
export function formatSar(amount: number, locale: Locale = "en"): string {
  return riyals(formatWholeNumber(amount, locale), locale);
}

/** The plural form a count takes in the language ("one", "two", "few", "many", "other"), by CLDR's rules. */
export function pluralForm(count: number, locale: Locale): Intl.LDMLPluralRule {
  return cached(`plural ${locale}`, () => new Intl.PluralRules(intlLocale(locale))).select(count);
}

/**
 * A fraction in per cent, "15%" for 0.15, "99.8%" for 0.998, in both languages: `Intl`'s percent style prints ٪ in
 * Arabic, which the glossary rules out, so the sign is written here, straight after the number.
 */
export function formatPercent(fraction: number, locale: Locale = "en"): string {
  return `${numberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(fraction * 100)}%`;
}

/** A date's Gregorian parts chosen by `options`, in the page's language; days are UTC dates unless `options` says otherwise. */
export function formatDate(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(intlLocale(locale), { timeZone: "UTC", ...options }).format(date);
}

/** "Sunday, 29 November 2026": a day with its weekday, as mails and the survey's pages name it. */
export const LONG_DAY = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const satisfies Intl.DateTimeFormatOptions;

/** "29 November 2026": a day without its weekday (`formatDay` adds the Umm al-Qura date on Arabic pages). */
export const DAY_MONTH_YEAR = { day: "numeric", month: "long", year: "numeric" } as const satisfies Intl.DateTimeFormatOptions;

/**
 * "November 2026", "نوفمبر 2026": a month of a year, Gregorian in both languages (a month alone has no single Hijri
 * month, so no Umm al-Qura date goes beside it).
 */
export function formatMonthYear(date: Date, locale: Locale): string {
  return formatDate(date, locale, { month: "long", year: "numeric" });
}

/**
 * A day as a visitor reads it: Gregorian in the page's language, and on Arabic pages the Umm al-Qura (Hijri) date in
 * brackets beside it ("29 نوفمبر 2026 (19 جمادى الآخرة 1448 هـ)", a no-break space before هـ).
 */
export function formatDay(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const gregorian = formatDate(date, locale, options);
  if (locale === "en") return gregorian;
  const hijri = dateFormat(HIJRI, { ...DAY_MONTH_YEAR, timeZone: "UTC" }).format(date);
  return `${gregorian} (${hijri.replace(/\s+هـ$/, `${NBSP}هـ`)})`;
}

/** "14:05" in English, "2:05 م" in Arabic: a clock time where the browser is. */
export function formatTime(date: Date | number, locale: Locale): string {
  return dateFormat(intlLocale(locale), { hour: "numeric", minute: "2-digit" }).format(date);
}

/** A source's date as people read it: "3 October 2022", or "June 2023" when only the month is known (`2023-06`). */
export function formatSourceDate(date: string, locale: Locale = "en"): string {
  if (/^\d{4}-\d{2}$/.test(date)) return formatMonthYear(new Date(`${date}-01`), locale);
  return formatDay(new Date(date), locale, DAY_MONTH_YEAR);
}

/** The comma that sets a phrase after another ("label, detail"): the Arabic comma on Arabic pages. */
export const phraseComma = (locale: Locale): string => (locale === "ar" ? "، " : ", ");

/** Items joined as the language lists them: "a, b, c"; in Arabic with the Arabic comma and و, "أ، وب، وج". */
export function formatList(items: string[], locale: Locale): string {
  return cached(`list ${locale}`, () => new Intl.ListFormat(intlLocale(locale), { type: "unit" })).format(items);
}
