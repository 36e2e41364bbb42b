import type { Config } from "@react-router/dev/config";
import { blogPrerenderPaths } from "./app/blog/prerender-paths.server";
import { pages } from "./app/content/pages";
import { localizedPath, locales } from "./app/i18n/locale";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every GET page is rendered to HTML at build time (but those marked dynamic); server/ serves those files directly.
  prerender: [
    ...pages.filter((page) => !page.dynamic).flatMap((page) => locales.map((locale) => localizedPath(page.path, locale))),
    // The blog's further list pages, its categories and its articles (the feeds are served with their own type).
    ...blogPrerenderPaths().flatMap((path) => locales.map((locale) => localizedPath(path, locale))),
    "/robots.txt",
    "/sitemap.xml",
  ],
} satisfies Config;
