import { ARTICLES_PER_PAGE, isBlogCategory, pageCount, type BlogCategoryId } from "~/content/blog-ids";

// Which articles a page of the list shows: /blog, /blog/page/<n>, /blog/category/<id>, /blog/category/<id>/page/<n>.

export interface ListPlace {
  page: number;
  category?: BlogCategoryId;
}

/** The page and category a list address names, or null when it names none (a 404): page 1 is `/blog` itself. */
export function readListPlace(params: { page?: string; category?: string }): ListPlace | null {
  if (params.category !== undefined && !isBlogCategory(params.category)) return null;
  if (params.page !== undefined && !/^[2-9]$|^[1-9]\d+$/.test(params.page)) return null;
  return { page: params.page === undefined ? 1 : Number(params.page), category: params.category as BlogCategoryId | undefined };
}

/** The articles of the place's page and the number of pages, or null for a page past the last. */
export function listPage<T extends { category: string }>(articles: readonly T[], place: ListPlace): { items: T[]; pages: number } | null {
  const matching = place.category ? articles.filter((article) => article.category === place.category) : [...articles];
  const pages = pageCount(matching.length);
  if (place.page > pages) return null;
  return { items: matching.slice((place.page - 1) * ARTICLES_PER_PAGE, place.page * ARTICLES_PER_PAGE), pages };
}
