import type { LoaderFunctionArgs } from "react-router";
import { blogFeed, FEED_CONTENT_TYPE } from "~/blog/feed.server";
import { readSiteConfig } from "~/config/site-config.server";
import { localeOfPath } from "~/i18n/locale";

/** The articles' Atom feed in the path's language: /blog/feed.xml, /ar/blog/feed.xml. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return new Response(blogFeed(readSiteConfig(locale), locale), {
    headers: { "Content-Type": FEED_CONTENT_TYPE, "Cache-Control": "public, max-age=3600" },
  });
}
