import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, type PageTemplate } from "./content/pages";
import { localizedPath } from "./i18n/locale";

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
  "case-studies": "routes/case-studies.tsx",
  faqs: "routes/faqs.tsx",
  "cctv-law-checker": "routes/cctv-law-checker.tsx",
  printable: "routes/printable.tsx",
  "contact-us": "routes/contact-us.tsx",
  "get-quote": "routes/get-quote.tsx",
  "site-survey": "routes/site-survey.tsx",
  legal: "routes/legal.tsx",
  location: "routes/location.tsx",
  pointer: "routes/pointer.tsx",
  packages: "routes/packages.tsx",
  blog: "routes/blog.tsx",
  careers: "routes/careers.tsx",
  "service-request": "routes/service-request.tsx",
  reviews: "routes/reviews.tsx",
  gallery: "routes/gallery.tsx",
};

// Pages that are not in the registry but answer in both languages (English at the path, Arabic under /ar).
const bilingualRoutes: [path: string, module: string][] = [
  ["newsletter/confirm", "routes/newsletter-confirm.tsx"],
  ["newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"],
  ["thank-you/:reference", "routes/thank-you.tsx"],
  ["contact/site-survey/manage", "routes/site-survey-manage.tsx"],
  ["newsletter", "routes/newsletter.tsx"],
];

// The blog beyond /blog (app/blog/): the list's further pages, the categories, the feed and the articles, in both
// languages; react-router.config.ts prerenders each address the articles give (app/blog/prerender-paths.server.ts).
const blogRoutes: [path: string, module: string, id: string][] = [
  ["blog/page/:page", "routes/blog.tsx", "blog/page"],
  ["blog/category/:category", "routes/blog.tsx", "blog/category"],
  ["blog/category/:category/page/:page", "routes/blog.tsx", "blog/category/page"],
  ["blog/feed.xml", "routes/blog-feed.ts", "blog/feed"],
  ["blog/:slug", "routes/blog-article.tsx", "blog/article"],
];

export default [
  // Each page twice: English with its path as route id, Arabic under /ar with the Arabic path as id (decision 115).
  ...pages.flatMap((page) => {
    const arabic = localizedPath(page.path, "ar");
    return [
      page.path === "/"
        ? index(templateModules.home, { id: page.path })
        : route(page.path, templateModules[page.template], { id: page.path }),
      route(arabic.slice(1), templateModules[page.template], { id: arabic }),
    ];
  }),
  ...bilingualRoutes.flatMap(([path, module]) => [route(path, module), route(`ar/${path}`, module, { id: `ar/${path}` })]),
  ...blogRoutes.flatMap(([path, module, id]) => [route(path, module, { id }), route(`ar/${path}`, module, { id: `ar/${id}` })]),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("api/generate-image", "routes/api.generate-image.ts"),
  route("api/leads/:form", "routes/api.leads.$form.ts"),
  route("api/images", "routes/api.images.ts"),
  route("images/:file", "routes/images.$file.ts"),
  route("healthz", "routes/healthz.ts"),
  // Pages for the end-to-end tests only: built into `npm run build:test`, absent from the production build.
  ...(process.env.INCLUDE_TEST_ROUTES === "true"
    ? [route("__test/render-error", "routes/test-render-error.tsx"), route("__test/images", "routes/test-images.tsx")]
    : []),
  route("ar/*", "routes/not-found.tsx", { id: "ar/*" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
