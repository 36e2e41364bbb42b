import { articlePath } from "~/content/blog-ids";
import type { BlogArticle } from "~/content/blog";
import type { SiteConfig } from "~/content/site";
import { localizedPath, type Locale } from "~/i18n/locale";
import { canonicalUrl, OG_IMAGE } from "~/seo/meta";

/**
 * schema.org `BlogPosting` for an article page. The author is a role of the company ("Security engineering team"),
 * so the company is the author and the publisher; the image is the Open Graph picture every page shares (the cover
 * is drawn from its topic, with no file of its own until the image provider has made one).
 */
export function blogPostingJsonLd(article: BlogArticle, site: SiteConfig, locale: Locale) {
  const url = canonicalUrl(site.siteUrl, localizedPath(articlePath(article.slug), locale));
  const organization = { "@id": `${site.siteUrl}/#organization` };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    inLanguage: locale,
    articleSection: article.category,
    author: {
      "@type": "Organization",
      ...organization,
      name: site.companyName,
      department: { "@type": "Organization", name: article.author },
    },
    publisher: {
      "@type": "Organization",
      ...organization,
      name: site.companyName,
      logo: { "@type": "ImageObject", url: `${site.siteUrl}/favicon.svg` },
    },
    image: { "@type": "ImageObject", url: `${site.siteUrl}${OG_IMAGE.path}`, width: OG_IMAGE.width, height: OG_IMAGE.height },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
