import type { Locale } from "~/i18n/locale";

// What pages and islands use of content records, apart from their loader (./bilingual.ts): islands import this alone,
// so the loader, which only the server runs, stays out of the browser's chunks.

/** A value in both of the site's languages. */
export type Bilingual<T> = { readonly en: T; readonly ar: T };

/** `value` in `locale`. */
export const inLocale = <T>(value: Bilingual<T>, locale: Locale): T => value[locale];

/** Both languages of a value built from each language's records in the same way. */
export const bothLocales = <T>(build: (locale: Locale) => T): Bilingual<T> => ({ en: build("en"), ar: build("ar") });
