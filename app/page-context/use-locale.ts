import { usePageData } from "./page-data";
import { localeOfPath, type Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { inLocale, type Bilingual } from "~/content/in-locale";

/** The language of the page being rendered or hydrated, from its path. */
export function useLocale(): Locale {
  return localeOfPath(usePageData().pathname);
}

/** `t(content)`: content (a text, a record, a list) in the page's language. */
export function useLocalize() {
  const locale = useLocale();
  return <T>(value: T): T => localize(value, locale);
}

/** `pick(content)`: a content record (or anything `Bilingual`) in the page's language. */
export function useInLocale() {
  const locale = useLocale();
  return <T>(value: Bilingual<T>): T => inLocale(value, locale);
}
