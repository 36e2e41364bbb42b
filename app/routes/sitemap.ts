import { isIndexable, pages } from "~/content/pages";
import { canonicalUrl } from "~/seo/meta";
import { readSiteConfig } from "~/config/site-config.server";

/** Real pages only: placeholders carry noindex and stay out. */
export function loader() {
  const { siteUrl } = readSiteConfig();
  const urls = pages
    .filter(isIndexable)
    .map((page) => `  <url><loc>${canonicalUrl(siteUrl, page.path)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
