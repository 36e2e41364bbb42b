import type { MetaDescriptor } from "react-router";
import type { PageRecord } from "~/content/page-texts";
import { isIndexable } from "~/content/pages";
import { fillSiteFacts, type SiteConfig } from "~/content/site";
import { localizedPath, locales, type Locale } from "~/i18n/locale";

export function canonicalUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The page's address in each language and `x-default` (English), as full URLs: for hreflang and the sitemap. */
export function languageAlternates(siteUrl: string, path: string): { hreflang: string; href: string }[] {
  const url = (locale: Locale) => canonicalUrl(siteUrl, localizedPath(path, locale));
  return [...locales.map((locale) => ({ hreflang: locale, href: url(locale) })), { hreflang: "x-default", href: url("en") }];
}

/** The Open Graph image every page shares: rendered by `npm run og:image` into public/. */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL, language alternates, Open Graph and robots tags for a page of the registry. */
export function pageMeta(page: PageRecord, site: SiteConfig, locale: Locale = "en"): MetaDescriptor[] {
  const heading = page.metaTitle ?? page.title;
  const company = site.companyName;
  const title = page.path === "/" ? `${company} | ${heading}` : `${heading} | ${company}`;
  const url = canonicalUrl(site.siteUrl, localizedPath(page.path, locale));
  const description = fillSiteFacts(page.description, site);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(site.siteUrl, page.path).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "ar" ? "ar_SA" : "en_GB" },
    { property: "og:image", content: `${site.siteUrl}${OG_IMAGE.path}` },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: company },
    { name: "twitter:card", content: "summary_large_image" },
    ...(isIndexable(page) ? [] : [{ name: "robots", content: "noindex, follow" }]),
  ];
}

/** A collection's page while it has no record (reviews, gallery): kept out of search engines, its links followed. */
export function noindexWhenEmpty(meta: MetaDescriptor[], hasRecords: boolean): MetaDescriptor[] {
  const hasRobots = meta.some((descriptor) => "name" in descriptor && descriptor.name === "robots");
  return hasRecords || hasRobots ? meta : [...meta, { name: "robots", content: "noindex, follow" }];
}
