import { industryIndex } from "./industry-index";
import { serviceIndex } from "./service-index";

// The page registry: every page's path and the template that renders it. This is code (app/routes.ts and
// react-router.config.ts read it outside the app's build, where content files cannot be loaded); what a page says
// (title, menu label, subtitle, description) is its record in content/pages/ (./page-texts.ts).

/** Which route module renders a page: one template per page family. */
export type PageTemplate =
  | "home"
  | "overview"
  | "about-company"
  | "about-leadership"
  | "about-awards"
  | "about-how-it-works"
  | "service"
  | "industry"
  | "case-studies"
  | "faqs"
  | "cctv-law-checker"
  | "printable"
  | "contact-us"
  | "get-quote"
  | "site-survey"
  | "legal"
  | "location"
  | "pointer"
  | "packages"
  | "blog"
  | "careers"
  | "service-request"
  | "reviews"
  | "gallery";

export interface PageEntry {
  path: string;
  template: PageTemplate;
  /** The closing call to action is on unless a page turns it off. */
  closingCta?: boolean;
  /** Rendered per request instead of at build time: what it shows changes by the minute (free survey windows). */
  dynamic?: boolean;
}

const corePages: PageEntry[] = [
  { path: "/", template: "home" },
  { path: "/about", template: "overview" },
  { path: "/services", template: "overview" },
  { path: "/products", template: "overview" },
  { path: "/projects", template: "overview" },
  { path: "/contact", template: "overview" },
  { path: "/about/company", template: "about-company" },
  { path: "/about/leadership", template: "about-leadership" },
  { path: "/about/awards", template: "about-awards" },
  { path: "/about/how-it-works", template: "about-how-it-works" },
  ...serviceIndex.map((s): PageEntry => ({ path: `/services/${s.slug}`, template: "service" })),
  ...industryIndex.map((i): PageEntry => ({ path: `/industries/${i.slug}`, template: "industry" })),
  { path: "/case-studies", template: "case-studies" },
  { path: "/contact/contact-us", template: "contact-us", closingCta: false },
  { path: "/contact/get-quote", template: "get-quote", closingCta: false },
  { path: "/contact/site-survey", template: "site-survey", closingCta: false, dynamic: true },
  { path: "/contact/our-location", template: "location" },
  { path: "/contact/service-request", template: "service-request", closingCta: false },
  { path: "/legal/privacy", template: "legal" },
  { path: "/legal/terms", template: "legal" },
  { path: "/resources/faqs", template: "faqs" },
  { path: "/resources/cctv-law-checker", template: "cctv-law-checker" },
  { path: "/packages", template: "packages" },
  // The blog's list; its further pages, categories, articles and feed are routes of their own (app/routes.ts).
  { path: "/blog", template: "blog" },
  { path: "/careers", template: "careers", closingCta: false },
  { path: "/resources/reviews", template: "reviews" },
  { path: "/resources/gallery", template: "gallery" },
  // The printable pages behind the home page's Download Brochure, Download Roadmap and Download Specification.
  { path: "/brochure/virtual-tour", template: "printable", closingCta: false },
  { path: "/roadmap/vision-2030", template: "printable", closingCta: false },
  { path: "/specification/technology", template: "printable", closingCta: false },
  // Sections not open yet: their pages point to the ways that work today, and stay out of menus and search (decision 147).
  { path: "/shop", template: "pointer" },
  { path: "/my-account", template: "pointer" },
];

export const pages: PageEntry[] = corePages;

const pagesByPath = new Map(pages.map((page) => [page.path, page]));

export function findPage(path: string): PageEntry | undefined {
  return pagesByPath.get(path);
}

/** A page's own path, or throws: for content that must name a real page. */
export function pageByPath(path: string): PageEntry {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}

/** Pages search engines may list: not a pointer page (it carries noindex and stays out of the sitemap). */
export function isIndexable(page: PageEntry): boolean {
  return page.template !== "pointer";
}
