import { readSiteConfig } from "~/config/site-config.server";

export function loader() {
  const { siteUrl } = readSiteConfig();
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
