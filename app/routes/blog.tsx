import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { BlogList } from "~/blog/BlogList";
import { blogCrumbs } from "~/blog/ArticlePage";
import { readListPlace, listPage, type ListPlace } from "~/blog/list";
import { blogMeta } from "~/blog/meta";
import { blogArticles, blogText } from "~/content/blog";
import { BLOG_PATH, blogListPath } from "~/content/blog-ids";
import { pageRecord } from "~/content/page-texts";
import { localeOfPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { Breadcrumbs } from "~/shell/Breadcrumbs";
import { ClosingCta } from "~/shell/ClosingCta";
import { PageBanner } from "~/shell/PageBanner";
import { rootSiteConfig } from "~/shell/registry-route";

// /blog (a page of the registry), its further pages /blog/page/<n> and the categories' /blog/category/<id>[/page/<n>].

export function loader({ params, request }: LoaderFunctionArgs) {
  const place = readListPlace(params);
  const shown = place && listPage(blogArticles[localeOfPath(new URL(request.url).pathname)], place);
  if (!place || !shown) throw data(null, { status: 404 });
  return { place, pages: shown.pages };
}

export function meta({ loaderData, location, matches }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { place, pages } = loaderData;
  const locale = localeOfPath(location.pathname);
  const blog = pageRecord(BLOG_PATH, locale);
  const heading = place.category ? `${blogText[locale].categories[place.category]} | ${blog.title}` : (blog.metaTitle ?? blog.title);
  return blogMeta(
    { path: blogListPath(place.page, place.category), metaTitle: place.page > 1 ? `${heading} (${place.page}/${pages})` : heading },
    rootSiteConfig(matches),
    locale,
  );
}

export default function BlogListPage() {
  const { place, pages } = useLoaderData<typeof loader>() as { place: ListPlace; pages: number };
  const t = useT();
  const locale = useLocale();
  const site = useSiteConfig();
  const blog = pageRecord(BLOG_PATH, locale);
  const categoryLabel = place.category && blogText[locale].categories[place.category];
  const trail = [
    ...(place.category && categoryLabel ? [{ label: categoryLabel, path: blogListPath(1, place.category) }] : []),
    ...(place.page > 1
      ? [{ label: t("blog.pagination.status", { page: place.page, pages }), path: blogListPath(place.page, place.category) }]
      : []),
  ];
  const crumbs = blogCrumbs(trail, locale);
  return (
    <>
      <PageBanner title={categoryLabel ?? blog.title} subtitle={blog.subtitle} />
      <Breadcrumbs crumbs={crumbs} siteUrl={site.siteUrl} />
      <BlogList place={place} />
      <ClosingCta />
    </>
  );
}
