import { ChevronLeft, ChevronRight, Rss } from "lucide-react";
import { blogArticles, blogText, readingMinutes, type BlogArticle } from "~/content/blog";
import { articlePath, BLOG_FEED_PATH, blogCategoryIds, blogListPath, type BlogCategoryId } from "~/content/blog-ids";
import { localizedPath, type Locale } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { cn } from "~/ui/cn";
import { BlogDate, ReadingTime } from "./ArticleFacts";
import { listPage, type ListPlace } from "./list";

// The list of articles: the categories as links, six cards a page, newest first, and the pages' links.

function ArticleCard({ article, locale }: { article: BlogArticle; locale: Locale }) {
  const text = useInLocale()(blogText);
  return (
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-medium text-accent-700">
        <a href={localizedPath(blogListPath(1, article.category), locale)} className="underline-offset-2 hover:underline">
          {text.categories[article.category]}
        </a>
      </p>
      <h2 className="mt-2 text-xl font-semibold text-ink">
        <a href={localizedPath(articlePath(article.slug), locale)} className="underline-offset-2 hover:underline">
          {article.title}
        </a>
      </h2>
      <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{article.summary}</p>
      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
        <BlogDate date={article.date} locale={locale} />
        <span aria-hidden="true">·</span>
        <ReadingTime minutes={readingMinutes(article, locale)} />
      </p>
    </li>
  );
}

function CategoryLinks({ current, articles }: { current?: BlogCategoryId; articles: readonly BlogArticle[] }) {
  const locale = useLocale();
  const text = useInLocale()(blogText);
  // Only categories with articles: a link to an empty list would lead nowhere.
  const categories = blogCategoryIds.filter((id) => articles.some((article) => article.category === id));
  const links: { id?: BlogCategoryId; label: string }[] = [
    { label: text.allArticles },
    ...categories.map((id) => ({ id, label: text.categories[id] })),
  ];
  return (
    <nav aria-labelledby="blog-categories" className="flex flex-wrap items-center gap-2">
      <h2 id="blog-categories" className="me-2 text-sm font-semibold text-ink">
        {text.categoriesLabel}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ id, label }) => (
          <li key={id ?? "all"}>
            <a
              href={localizedPath(blogListPath(1, id), locale)}
              aria-current={id === current ? "page" : undefined}
              className={cn(
                "inline-block rounded-full border px-4 py-2 text-sm",
                id === current ? "border-navy-900 bg-navy-900 text-white" : "border-slate-300 text-ink hover:border-accent-700",
              )}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ place, pages }: { place: ListPlace; pages: number }) {
  const t = useT();
  const locale = useLocale();
  if (pages <= 1) return null;
  const link = (page: number) => localizedPath(blogListPath(page, place.category), locale);
  return (
    <nav aria-label={t("blog.pagination.label")} className="mt-10 flex items-center justify-between gap-4">
      {place.page > 1 ? (
        <a href={link(place.page - 1)} rel="prev" className="btn-secondary inline-flex items-center gap-2">
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("blog.pagination.previous")}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{t("blog.pagination.status", { page: place.page, pages })}</p>
      {place.page < pages ? (
        <a href={link(place.page + 1)} rel="next" className="btn-secondary inline-flex items-center gap-2">
          {t("blog.pagination.next")}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function BlogList({ place }: { place: ListPlace }) {
  const locale = useLocale();
  const pick = useInLocale();
  const text = pick(blogText);
  const articles = pick(blogArticles);
  const shown = listPage(articles, place) ?? { items: [], pages: 1 };
  return (
    <div className="container-page pb-16">
      <p className="max-w-3xl text-lg leading-relaxed text-ink-muted">{text.intro}</p>
      <div className="mt-8">
        <CategoryLinks current={place.category} articles={articles} />
      </div>
      {shown.items.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.items.map((article) => (
            <ArticleCard key={article.slug} article={article} locale={locale} />
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-ink-muted">{text.empty}</p>
      )}
      <Pagination place={place} pages={shown.pages} />
      <p className="mt-10 text-sm">
        <a
          href={localizedPath(BLOG_FEED_PATH, locale)}
          className="inline-flex items-center gap-2 text-accent-700 underline underline-offset-2"
        >
          <Rss aria-hidden="true" className="size-4" />
          {text.feedLink}
        </a>
      </p>
    </div>
  );
}
