import { mailStrings } from "~/content/strings/mails";
import { formatDate } from "~/i18n/format";
import { localizedPath, type Locale } from "~/i18n/locale";
import { hasCatalogue, localize } from "~/i18n/localize";

// The visitor's mails speak the language of the page the visitor wrote from (docs/decisions/117): texts from
// app/content/strings/mails.ts through its catalogue, dates in that language, links to that language's pages.

/** What a visitor's mail says about us and links to. */
export interface MailSite {
  companyName: string;
  companyNameArabic: string;
  siteUrl: string;
}

export interface MailLanguage {
  locale: Locale;
  /** `text` in the mail's language with its {tokens} filled in. */
  text(text: string, values?: Record<string, string | number>): string;
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

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));

/** A time in Riyadh in words of `locale`: "21 Nov 2026, 14:05 (Riyadh)". */
export function riyadhTimeIn(iso: string, locale: Locale): string {
  return fill(localize(mailStrings.riyadhTime, locale), { time: formatDate(new Date(iso), locale, riyadhTimeOptions[locale]) });
}

export function mailLanguage(locale: Locale, site: MailSite): MailLanguage {
  // Catalogues are registered by a process's entry (the server's, the leads CLI's). Without it an Arabic visitor
  // would get English in an Arabic layout: fail the job instead, so the log says so and the retry sends it right.
  if (locale !== "en" && !hasCatalogue(locale)) throw new Error(`no ${locale} catalogue is registered in this process`);
  const text = (english: string, values: Record<string, string | number> = {}) => fill(localize(english, locale), values);
  return {
    locale,
    text,
    company: locale === "ar" ? site.companyNameArabic : site.companyName,
    url: (path) => `${site.siteUrl}${localizedPath(path, locale)}`,
    home: locale === "en" ? site.siteUrl : `${site.siteUrl}${localizedPath("/", locale)}`,
    riyadhTime: (iso) => riyadhTimeIn(iso, locale),
  };
}
