import { isEmptyCollectionPage } from "~/content/collection-pages";
import { blogArticles } from "~/content/blog";
import { blogPaths } from "~/content/blog-ids";
import { isIndexable, pages } from "~/content/pages";
import { languageAlternates } from "~/seo/meta";
import { readSiteConfig } from "~/config/site-config.server";

/**
/**
 * Real pages only, each in both languages with its alternates: placeholders and pointer pages carry noindex and stay
 * out, and so does a collection's page while the collection is empty (decision 147). The blog adds its categories and
 * articles (its further list pages are left to the links).
 */
export function loader() {
  const { siteUrl } = readSiteConfig();
  const blog = blogPaths(blogArticles.en).filter((path) => !/\/page\/\d+$/.test(path));
  const registered = pages.filter((page) => isIndexable(page) && !isEmptyCollectionPage(page.path)).map((page) => page.path);
  const urls = [...registered, ...blog].flatMap((path) => {
    const alternates = languageAlternates(siteUrl, path);
    const links = alternates
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join("\n");
    return alternates
      .filter(({ hreflang }) => hreflang !== "x-default")
      .map(({ href }) => `  <url>\n    <loc>${href}</loc>\n${links}\n  </url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
