import type { SiteConfig } from "~/content/site";
import { localeOfPath, type Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { usePageData } from "./page-data";

/**
 * The site facts in a language: on Arabic pages the Arabic names, and every configured fact in the Arabic given for it
 * (COMPANY_FACTS_AR_JSON) or, failing that, the catalogues' (the default offices' cities and addresses).
 */
export function siteInLanguage(site: SiteConfig, locale: Locale): SiteConfig {
  if (locale === "en") return site;
  return {
    ...localize(site, locale, site.arabicFacts),
    companyName: site.companyNameArabic,
    legalName: site.legalNameArabic || site.legalName,
  };
}

/** The site facts (environment over defaults) of the page being rendered or hydrated, in its language. */
export function useSiteConfig(): SiteConfig {
  const { site, pathname } = usePageData();
  return siteInLanguage(site, localeOfPath(pathname));
}
