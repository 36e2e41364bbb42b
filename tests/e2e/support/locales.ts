import { locales, type Locale } from "~/i18n/locale";
import type { MessageId, MessageValues } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";

// For the flows run once per language: the tests find controls and texts by their words in the page's language,
// read from the records and the messages (content/), as the pages render them (docs/decisions/132, 135).

/** Each language with JavaScript on and off: `[locale, label, javaScriptEnabled]`, for describe.each. */
export const localesWithAndWithoutJavaScript = locales.flatMap((locale) =>
  [true, false].map(
    (javaScriptEnabled) => [locale, javaScriptEnabled ? "with JavaScript" : "without JavaScript", javaScriptEnabled] as const,
  ),
);

/** Letters of the other language: English letters among an Arabic page's words tell a text left untranslated. */
export const foreignLetters: Record<Locale, RegExp> = { en: /[\u0600-\u06FF]/, ar: /[A-Za-z]/ };

/** A message in `locale`, as the pages render it. */
export const messageIn = (locale: Locale, id: MessageId, values?: MessageValues) => i18nFor(locale)._(id, values);

/** The required consent box's name, the sentence around its two links: "I agree to the privacy policy and terms of service". */
export function consentName(locale: Locale): string {
  return messageIn(locale, "forms.consent").replace(/<\/?\d+>/g, "");
}
