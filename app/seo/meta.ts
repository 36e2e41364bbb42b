import type { MetaDescriptor } from "react-router";
import { isIndexable, type PageRecord } from "~/content/pages";
import { fillSiteFacts, type SiteConfig } from "~/content/site";

export function canonicalUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The Open Graph image every page shares: rendered by `npm run og:image` into public/. */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL, Open Graph and robots tags for a page of the registry. */
export function pageMeta(page: PageRecord, site: SiteConfig): MetaDescriptor[] {
  const heading = page.metaTitle ?? page.title;
  const title = page.path === "/" ? `${site.companyName} | ${heading}` : `${heading} | ${site.companyName}`;
  const url = canonicalUrl(site.siteUrl, page.path);
  const description = fillSiteFacts(page.description, site);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${site.siteUrl}${OG_IMAGE.path}` },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: site.companyName },
    { name: "twitter:card", content: "summary_large_image" },
    ...(isIndexable(page) ? [] : [{ name: "robots", content: "noindex, follow" }]),
  ];
}
