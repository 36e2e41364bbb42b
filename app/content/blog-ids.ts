// The blog's addresses and categories, apart from its records: React Router's configuration reads these outside the
// app's build (react-router.config.ts, through app/blog/prerender-paths.server.ts), where content files cannot be
// loaded. The articles are content/blog/<slug>.yaml (./blog.ts); the categories' labels are in content/texts/blog.yaml.

export const BLOG_PATH = "/blog";
export const ARTICLES_PER_PAGE = 6;

export const blogCategoryIds = ["cctv-law", "buying-guides", "data-protection", "maintenance", "site-survey"] as const;
export type BlogCategoryId = (typeof blogCategoryIds)[number];

export const isBlogCategory = (value: string | undefined): value is BlogCategoryId =>
  (blogCategoryIds as readonly string[]).includes(value ?? "");

/** An article's page: `/blog/<slug>`. */
export const articlePath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** A page of the list, all articles or one category's: `/blog`, `/blog/page/2`, `/blog/category/cctv-law/page/2`. */
export function blogListPath(page = 1, category?: BlogCategoryId): string {
  const base = category ? `${BLOG_PATH}/category/${category}` : BLOG_PATH;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** How many list pages `count` articles fill (at least one, which says the list is empty). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));

/** The feed of the articles in one language (its Arabic twin under /ar). */
export const BLOG_FEED_PATH = `${BLOG_PATH}/feed.xml`;

/**
 * Every address of the blog but `/blog` itself (a page of the registry): the list's further pages, each category's
 * pages and each article's, from the articles' slugs and categories.
 */
export function blogPaths(articles: readonly { slug: string; category: BlogCategoryId }[]): string[] {
  const listPages = (count: number, category?: BlogCategoryId) =>
    Array.from({ length: pageCount(count) }, (_, index) => blogListPath(index + 1, category));
  return [
    ...listPages(articles.length).slice(1),
    ...blogCategoryIds.flatMap((category) => {
      const count = articles.filter((article) => article.category === category).length;
      return count > 0 ? listPages(count, category) : [];
    }),
    ...articles.map((article) => articlePath(article.slug)),
  ];
}
