import type { Locale } from "~/i18n/locale";

// What pages and islands use of content records, apart from their loader (./bilingual.ts): islands import this alone,
// so the loader, which only the server runs, stays out of the browser's chunks.

/** A value in both of the site's languages. */
export type Bilingual<T> = { readonly en: T; readonly ar: T };

/** `value` in `locale`. */
export const inLocale = <T>(value: Bilingual<T>, locale: Locale): T => value[locale];

/** Both languages of a value built from each language's records in the same way. */
export const bothLocales = <T>(build: (locale: Locale) => T): Bilingual<T> => ({ en: build("en"), ar: build("ar") });

/**
 * A record's text with its `{name}` placeholders filled ("Your site survey is moved to {when}."): the record holds the
 * whole sentence in each language, word order included. An unknown placeholder stays as written, so a missing value
 * shows rather than vanishes.
 */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

/** A count's sentence, singular or plural: English has two forms; the records' Arabic avoids number agreement. */
export function countForm(count: number, forms: { one: string; other: string }): string {
  return count === 1 ? forms.one : forms.other;
}
