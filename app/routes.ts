import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, type PageTemplate } from "./content/pages";

// Every page comes from the registry in app/content/pages.ts; a page family shares one route module.
const templateModules: Record<PageTemplate, string> = {
  home: "routes/home.tsx",
  overview: "routes/overview.tsx",
  "about-company": "routes/about-company.tsx",
  "about-leadership": "routes/about-leadership.tsx",
  "about-awards": "routes/about-awards.tsx",
  "about-how-it-works": "routes/about-how-it-works.tsx",
  service: "routes/service.tsx",
  industry: "routes/industry.tsx",
  placeholder: "routes/placeholder.tsx",
};

export default [
  ...pages.map((page) =>
    page.path === "/"
      ? index(templateModules.home, { id: page.path })
      : route(page.path, templateModules[page.template], { id: page.path }),
  ),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("__test/render-error", "routes/test-render-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
