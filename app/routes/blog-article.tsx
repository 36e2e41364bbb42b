import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { ArticlePage } from "~/blog/ArticlePage";
import { blogMeta } from "~/blog/meta";
import { findArticle } from "~/content/blog";
import { articlePath } from "~/content/blog-ids";
import { localeOfPath } from "~/i18n/locale";
import { useInLocale } from "~/page-context/use-locale";
import { ClosingCta } from "~/shell/ClosingCta";
import { rootSiteConfig } from "~/shell/registry-route";

// An article: /blog/<slug> and /ar/blog/<slug>, one per file of content/blog/.

export function loader({ params }: LoaderFunctionArgs) {
  if (!findArticle(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug! };
}

export function meta({ loaderData, location, matches }: MetaArgs<typeof loader>) {
  const article = loaderData && findArticle(loaderData.slug);
  if (!article) return [];
  const locale = localeOfPath(location.pathname);
  const { title, summary, slug } = article[locale];
  return blogMeta({ path: articlePath(slug), title, description: summary, article: true }, rootSiteConfig(matches), locale);
}

export default function BlogArticlePage() {
  const { slug } = useLoaderData<typeof loader>();
  const article = useInLocale()(findArticle(slug)!);
  return (
    <>
      <ArticlePage article={article} />
      <ClosingCta />
    </>
  );
}
