import { usePageData } from "./page-data";
import { localeOfPath, type Locale } from "~/i18n/locale";
import { isMessageId, useT } from "~/i18n/messages";
import { inLocale, type Bilingual } from "~/content/in-locale";

/** The language of the page being rendered or hydrated, from its path. */
export function useLocale(): Locale {
  return localeOfPath(usePageData().pathname);
}

/** `pick(content)`: a content record (or anything `Bilingual`) in the page's language. */
export function useInLocale() {
  const locale = useLocale();
  return <T>(value: Bilingual<T>): T => inLocale(value, locale);
}

/**
 * `text(message)`: a message handed on as a string (a form's error, the server's answer, a confirmation) in the
 * page's language: a catalogue id through the messages (app/i18n/messages.ts); any other string is already in the
 * page's language (a record's text picked for it, the server's answer in the language of the page that sent it).
 */
export function useMessageText() {
  const t = useT();
  return (message: string): string => (isMessageId(message) ? t(message) : message);
}
