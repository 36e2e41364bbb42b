import type { MetaDescriptor } from "react-router";
import { BLOG_FEED_PATH, BLOG_PATH } from "~/content/blog-ids";
import { blogText } from "~/content/blog";
import { pageRecord } from "~/content/page-texts";
import type { SiteConfig } from "~/content/site";
import { localizedPath, type Locale } from "~/i18n/locale";
import { pageMeta } from "~/seo/meta";

// The blog's <head>: the registry's tags (title, description, canonical, language alternates, Open Graph) for the
// blog's own addresses, and the link to the feed in the page's language.

export interface BlogMetaParts {
  /** The English path (`/blog/cctv-law-explained`). */
  path: string;
  title?: string;
  /** The heading search results show, when not `title`. */
  metaTitle?: string;
  description?: string;
  article?: boolean;
}

/** The `<link rel="alternate">` to the feed in `locale`. */
export function feedLink(site: SiteConfig, locale: Locale): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: `${blogText[locale].feedTitle} | ${site.companyName}`,
    href: `${site.siteUrl}${localizedPath(BLOG_FEED_PATH, locale)}`,
  };
}

export function blogMeta(parts: BlogMetaParts, site: SiteConfig, locale: Locale): MetaDescriptor[] {
  const blog = pageRecord(BLOG_PATH, locale);
  const page = {
    ...blog,
    path: parts.path,
    title: parts.title ?? blog.title,
    metaTitle: parts.metaTitle ?? (parts.title ? undefined : blog.metaTitle),
    description: parts.description ?? blog.description,
  };
  const tags = pageMeta(page, site, locale).map((tag) =>
    parts.article && "property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag,
  );
  return [...tags, feedLink(site, locale)];
}
