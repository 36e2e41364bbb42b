import { usePageData } from "./page-data";
import { localeOfPath, type Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { isMessageId, useT } from "~/i18n/messages";
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

/**
 * `text(message)`: a message handed on as a string (a form's error, the server's answer, a confirmation) in the
 * page's language: a catalogue id through the messages (app/i18n/messages.ts), any other string as an English text
 * through the old catalogue, until the module it comes from moves to the messages too.
 */
export function useMessageText() {
  const t = useT();
  const localizeText = useLocalize();
  return (message: string): string => (isMessageId(message) ? t(message) : localizeText(message));
}
