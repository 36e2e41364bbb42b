import { Feed } from "feed";
import { blogArticles, blogText } from "~/content/blog";
import { articlePath, BLOG_FEED_PATH, BLOG_PATH } from "~/content/blog-ids";
import { pageRecord } from "~/content/page-texts";
import type { SiteConfig } from "~/content/site";
import { localizedPath, type Locale } from "~/i18n/locale";
import { canonicalUrl } from "~/seo/meta";

// The blog's Atom feed in one language (/blog/feed.xml, /ar/blog/feed.xml), written by the `feed` package
// (decision 143): each article's title, address, summary, dates and category, newest first.

export const FEED_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

export function blogFeed(site: SiteConfig, locale: Locale): string {
  const url = (path: string) => canonicalUrl(site.siteUrl, localizedPath(path, locale));
  const text = blogText[locale];
  const articles = blogArticles[locale];
  const newest = articles
    .map((article) => article.updated ?? article.date)
    .toSorted()
    .at(-1);
  const feed = new Feed({
    title: `${text.feedTitle} | ${site.companyName}`,
    description: pageRecord(BLOG_PATH, locale).description,
    id: url(BLOG_PATH),
    link: url(BLOG_PATH),
    language: locale,
    favicon: `${site.siteUrl}/favicon.svg`,
    copyright: `© ${site.companyName}`,
    updated: newest ? new Date(`${newest}T00:00:00Z`) : undefined,
    feedLinks: { atom: url(BLOG_FEED_PATH) },
    author: { name: site.companyName, link: url("/") },
  });
  for (const article of articles) {
    const link = url(articlePath(article.slug));
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.summary,
      date: new Date(`${article.updated ?? article.date}T00:00:00Z`),
      published: new Date(`${article.date}T00:00:00Z`),
      category: [{ name: text.categories[article.category], term: article.category }],
      author: [{ name: article.author }],
    });
  }
  return feed.atom1();
}
