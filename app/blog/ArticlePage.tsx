import { ExternalLink } from "lucide-react";
import { blogText, readingMinutes, type BlogArticle } from "~/content/blog";
import { articlePath, BLOG_PATH, blogListPath } from "~/content/blog-ids";
import type { Crumb } from "~/content/breadcrumbs";
import { quoteHref } from "~/content/cta-links";
import { fillIn } from "~/content/in-locale";
import { pageLabel, pageRecord } from "~/content/page-texts";
import { serviceByPath } from "~/content/services";
import { servicePath } from "~/content/service-index";
import { ContentImage } from "~/images/components/ContentImage";
import { localizedPath, type Locale } from "~/i18n/locale";
import { formatSourceDate, phraseComma } from "~/i18n/format";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { JsonLd } from "~/seo/JsonLd";
import { Breadcrumbs } from "~/shell/Breadcrumbs";
import { PageBanner } from "~/shell/PageBanner";
import { ButtonLink } from "~/ui/ButtonLink";
import { MarkdownProse } from "~/ui/markdown";
import { BlogDate, ReadingTime } from "./ArticleFacts";
import { blogPostingJsonLd } from "./structured-data";

const proseClasses = {
  p: "mt-4 leading-relaxed text-ink",
  ul: "mt-4 list-disc space-y-2 ps-6 leading-relaxed text-ink",
  ol: "mt-4 list-decimal space-y-2 ps-6 leading-relaxed text-ink",
  a: "font-semibold text-accent-700 underline underline-offset-2",
  h2: "mt-10 text-2xl font-semibold text-ink",
  h3: "mt-8 text-xl font-semibold text-ink",
};

/** Home, Blog, the article's category and the article, in the page's language. */
export function blogCrumbs(trail: { label: string; path: string }[], locale: Locale): Crumb[] {
  const all = [
    { label: pageLabel(pageRecord("/", locale)), path: "/" },
    { label: pageLabel(pageRecord(BLOG_PATH, locale)), path: BLOG_PATH },
    ...trail,
  ];
  return all.map((crumb, index) => ({ ...crumb, path: localizedPath(crumb.path, locale), linked: index < all.length - 1 }));
}

/** The related service's call to action: its quote form with the service as the topic, and its page. */
function ServiceCta({ article }: { article: BlogArticle }) {
  const pick = useInLocale();
  const text = pick(blogText);
  const service = pick(serviceByPath(servicePath({ slug: article.service })));
  return (
    <aside aria-labelledby="article-cta" className="mt-12 rounded-card border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="article-cta" className="text-2xl font-semibold text-ink">
        {text.ctaHeading}
      </h2>
      <p className="mt-2 text-ink-muted">{text.ctaText}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <ButtonLink to={quoteHref(article.service)}>{service.cta.quote}</ButtonLink>
        <a
          href={localizedPath(servicePath({ slug: article.service }), useLocale())}
          className="font-semibold text-accent-700 underline underline-offset-2"
        >
          {fillIn(text.serviceLink, { service: service.navLabel })}
        </a>
      </div>
    </aside>
  );
}

function Sources({ article }: { article: BlogArticle }) {
  const locale = useLocale();
  const text = useInLocale()(blogText);
  return (
    <section aria-labelledby="article-sources" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="article-sources" className="text-xl font-semibold text-ink">
        {text.sourcesHeading}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{text.sourcesNote}</p>
      <ol className="mt-4 list-decimal space-y-2 ps-6 text-sm leading-relaxed text-ink-muted">
        {article.sources.map((source) => (
          <li key={`${source.url} ${source.title}`}>
            <a
              href={source.url}
              rel="noopener"
              className="inline-flex items-baseline gap-1 font-medium text-accent-700 underline underline-offset-2"
            >
              {source.title}
              <ExternalLink aria-hidden="true" className="size-3.5 self-center" />
            </a>
            {phraseComma(locale)}
            {source.publisher}
            {source.date && (
              <>
                {phraseComma(locale)}
                <time dateTime={source.date}>{formatSourceDate(source.date, locale)}</time>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ArticlePage({ article }: { article: BlogArticle }) {
  const locale = useLocale();
  const site = useSiteConfig();
  const text = useInLocale()(blogText);
  const crumbs = blogCrumbs(
    [
      { label: text.categories[article.category], path: blogListPath(1, article.category) },
      { label: article.title, path: articlePath(article.slug) },
    ],
    locale,
  );
  return (
    <>
      <PageBanner title={article.title} subtitle={article.summary} />
      <Breadcrumbs crumbs={crumbs} siteUrl={site.siteUrl} />
      <article className="container-page max-w-3xl pb-16">
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
          <div className="flex gap-1">
            <dt>{text.published}</dt>
            <dd>
              <BlogDate date={article.date} locale={locale} />
            </dd>
          </div>
          {article.updated && (
            <div className="flex gap-1">
              <dt>{text.updated}</dt>
              <dd>
                <BlogDate date={article.updated} locale={locale} />
              </dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>{text.author}</dt>
            <dd>{article.author}</dd>
          </div>
        </dl>
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-ink-muted">
          <a href={localizedPath(blogListPath(1, article.category), locale)} className="text-accent-700 underline underline-offset-2">
            {text.categories[article.category]}
          </a>
          <span aria-hidden="true">·</span>
          <ReadingTime minutes={readingMinutes(article, locale)} />
        </p>
        <ContentImage image={article.cover} className="mt-8" />
        <MarkdownProse text={article.body} classes={proseClasses} href={(href) => localizedPath(href, locale)} />
        <Sources article={article} />
        <ServiceCta article={article} />
      </article>
      <JsonLd data={blogPostingJsonLd(article, site, locale)} />
    </>
  );
}
