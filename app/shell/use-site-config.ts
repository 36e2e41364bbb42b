import type { SiteConfig } from "~/content/site";
import { localeOfPath, type Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { usePageData } from "~/islands/page-data";

/** The site facts in a language: on Arabic pages the Arabic names and the offices' Arabic city and address. */
export function siteInLanguage(site: SiteConfig, locale: Locale): SiteConfig {
  if (locale === "en") return site;
  return { ...localize(site, locale), companyName: site.companyNameArabic, legalName: site.legalNameArabic || site.legalName };
}

/** The site facts (environment over defaults) of the page being rendered or hydrated, in its language. */
export function useSiteConfig(): SiteConfig {
  const { site, pathname } = usePageData();
  return siteInLanguage(site, localeOfPath(pathname));
}
