// The site's two languages and how a page's path says which one it is in: English at `/`, Arabic under `/ar`
// (docs/decisions/115). Shared by server and browser: no Node built-ins.
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];

export const ARABIC_PREFIX = "/ar";

/** Paths that are files or endpoints, not pages: the same in both languages. */
const NOT_PAGES = /^\/(api|images|assets|fonts|og-image|favicon|robots\.txt|sitemap\.xml|healthz|__test)(\/|\.|$)/;

export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? "ar" : "en";
}

/** The English path of a page in either language: `/ar/services` → `/services`, `/ar` → `/`. */
export function withoutLocale(pathname: string): string {
  return localeOfPath(pathname) === "ar" ? pathname.slice(ARABIC_PREFIX.length) || "/" : pathname;
}

/**
 * A site link in `locale`: `/services?x=1` → `/ar/services?x=1` in Arabic. Links that are not site pages (other
 * sites, `tel:`, anchors, files, endpoints) and links already in a language are returned unchanged.
 */
export function localizedPath(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//") || NOT_PAGES.test(href)) return href;
  if (localeOfPath(href.split(/[?#]/)[0]!) === "ar") return href;
  return href === "/" || /^\/[?#]/.test(href) ? `${ARABIC_PREFIX}${href.slice(1)}` : `${ARABIC_PREFIX}${href}`;
}

export const directionOf = (locale: Locale) => (locale === "ar" ? "rtl" : "ltr");

/** `ar-SA` with the Gregorian calendar and Western digits, as Saudi commercial sites write dates and numbers. */
export const intlLocale = (locale: Locale) => (locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB");
