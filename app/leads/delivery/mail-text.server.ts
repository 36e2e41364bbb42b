import { formatDate } from "~/i18n/format";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { MessageId, MessageValues } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";

// The visitor's mails speak the language of the page the visitor wrote from (docs/decisions/117): texts from the
// messages (content/messages, ids `mail.*`), dates in that language, links to that language's pages.

/** What a visitor's mail says about us and links to. */
export interface MailSite {
  companyName: string;
  companyNameArabic: string;
  siteUrl: string;
}

export interface MailLanguage {
  locale: Locale;
  /** A message in the mail's language with its arguments filled in. */
  text(id: MessageId, values?: MessageValues): string;
  /** The company's name as written in the mail's language. */
  company: string;
  /** A page of the site in the mail's language, as a full URL: `/contact/site-survey` → `https://…/ar/contact/site-survey`. */
  url(path: string): string;
  /** The home page in the mail's language, as the mail's signature shows it. */
  home: string;
  /** "21 Nov 2026, 14:05 (Riyadh)". */
  riyadhTime(iso: string): string;
}

// The month in words in Arabic: its numeric date reads ambiguously beside the Latin digits of the time.
const riyadhTimeOptions: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { timeZone: "Asia/Riyadh", dateStyle: "medium", timeStyle: "short" },
  ar: { timeZone: "Asia/Riyadh", dateStyle: "long", timeStyle: "short" },
};

/** A time in Riyadh in words of `locale`: "21 Nov 2026, 14:05 (Riyadh)". */
export function riyadhTimeIn(iso: string, locale: Locale): string {
  return i18nFor(locale)._("mail.riyadhTime", { time: formatDate(new Date(iso), locale, riyadhTimeOptions[locale]) });
}

export function mailLanguage(locale: Locale, site: MailSite): MailLanguage {
  const messages = i18nFor(locale);
  return {
    locale,
    text: (id, values) => messages._(id, values),
    company: locale === "ar" ? site.companyNameArabic : site.companyName,
    url: (path) => `${site.siteUrl}${localizedPath(path, locale)}`,
    home: locale === "en" ? site.siteUrl : `${site.siteUrl}${localizedPath("/", locale)}`,
    riyadhTime: (iso) => riyadhTimeIn(iso, locale),
  };
}
