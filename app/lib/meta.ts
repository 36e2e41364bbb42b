import type { MetaDescriptor } from "react-router";
import { isIndexable, type PageRecord } from "~/content/pages";
import type { SiteConfig } from "~/content/site";

export function canonicalUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** Title, description, canonical URL, Open Graph and robots tags for a page of the registry. */
export function pageMeta(page: PageRecord, site: SiteConfig): MetaDescriptor[] {
  const heading = page.metaTitle ?? page.title;
  const title = page.path === "/" ? `${site.companyName} | ${heading}` : `${heading} | ${site.companyName}`;
  const url = canonicalUrl(site.siteUrl, page.path);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    ...(isIndexable(page) ? [] : [{ name: "robots", content: "noindex, follow" }]),
  ];
}
