import { describe, expect, it } from "vitest";
import { desktopGroups, mobileExtraLinks, mobileGroups } from "~/content/nav";
import { footerColumns, footerHref } from "~/content/footer";
import { about } from "~/content/home/about";
import { contactSection } from "~/content/home/contact";
import { productsSection } from "~/content/home/products";
import { projectsSection } from "~/content/home/projects";
import { servicesSection } from "~/content/home/services";
import { industries } from "~/content/industries";
import { industryPath } from "~/content/industry-index";
import { isIndexable, pageByPath, pages } from "~/content/pages";
import { servicePath } from "~/content/service-index";
import { services } from "~/content/services";
import routes from "~/routes";
import config from "../../react-router.config";

// SPEC §2 route table.
const specPaths = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/products",
  "/projects",
  "/about/company",
  "/about/leadership",
  "/about/awards",
  "/about/how-it-works",
  ...[
    "landline-telephone",
    "attendance-management",
    "dashcam-protection",
    "automated-entrance",
    "parking-security",
    "pos-payments",
    "public-address",
    "intruder-alarms",
    "access-control",
    "video-intercom",
    "smart-network",
    "smart-surveillance",
  ].map((s) => `/services/${s}`),
  ...[
    "farms-agriculture",
    "hospital",
    "shopping-mall",
    "school-university",
    "warehouse",
    "manufacturing",
    "commercial-buildings",
    "home-surveillance",
  ].map((s) => `/industries/${s}`),
  "/case-studies",
  "/blog",
  "/contact/contact-us",
  "/contact/get-quote",
  "/contact/our-location",
  "/resources/faqs",
  "/resources/gallery",
  "/resources/reviews",
  "/careers",
  "/packages",
  "/shop",
  "/my-account",
];

describe("page registry", () => {
  it("covers every path of the spec's route table", () => {
    const paths = pages.map((page) => page.path);
    for (const path of specPaths) expect(paths).toContain(path);
  });

  it("has no duplicate paths", () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(pages.map((page) => [page.path, page] as const))("%s has a title and a description under 160 characters", (_path, page) => {
    expect(page.title.trim()).not.toBe("");
    expect(page.description.length).toBeGreaterThan(40);
    expect(page.description.length).toBeLessThan(160);
  });

  it("gives every page its own document title and description", () => {
    const titles = pages.map((page) => page.metaTitle ?? page.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it("titles each overview page with the home section it shows (the section's own heading is hidden there)", () => {
    const sections = {
      "/about": about,
      "/services": servicesSection,
      "/products": productsSection,
      "/projects": projectsSection,
      "/contact": contactSection,
    };
    expect(
      pages
        .filter((page) => page.template === "overview")
        .map((page) => page.path)
        .sort(),
    ).toEqual(Object.keys(sections).sort());
    for (const [path, section] of Object.entries(sections)) expect(pageByPath(path).title).toBe(section.title);
  });

  it("has the spec's location subtitle", () => {
    expect(pageByPath("/contact/our-location").subtitle).toBe("Find us in Riyadh, Saudi Arabia");
  });

  it("routes every page of the registry once and prerenders all but the dynamic ones", () => {
    const routeIds = routes.map((route) => route.id);
    const prerender = config.prerender as string[];
    for (const page of pages) {
      expect(routeIds.filter((id) => id === page.path)).toHaveLength(1);
      if (page.dynamic) expect(prerender).not.toContain(page.path);
      else expect(prerender).toContain(page.path);
    }
  });
});

describe("navigation and footer", () => {
  const paths = new Set(pages.map((page) => page.path));

  it("links only to pages that exist", () => {
    const links = [...desktopGroups, ...mobileGroups].flatMap((group) => group.items).concat(mobileExtraLinks);
    for (const link of links) expect(paths.has(link.to)).toBe(true);
  });

  it("lists every service and every industry page in the mobile menu, once each", () => {
    const linked = (label: string) =>
      mobileGroups
        .find((group) => group.label === label)
        ?.items.map((item) => item.to)
        .sort();
    expect(linked("Services")).toEqual(services.map(servicePath).sort());
    expect(linked("Industries")).toEqual(industries.map(industryPath).sort());
  });

  it("groups the services menu, cameras, alarms and access control first", () => {
    const servicesGroup = mobileGroups.find((group) => group.id === "services");
    expect(servicesGroup?.sections?.map((section) => section.label)).toEqual([
      "Surveillance and alarms",
      "Access and entry",
      "Communications and networks",
    ]);
    expect(servicesGroup?.items).toEqual(servicesGroup?.sections?.flatMap((section) => section.items));
    expect(servicesGroup?.sections?.map((section) => section.items[0]?.to)).toEqual([
      "/services/smart-surveillance",
      "/services/access-control",
      "/services/smart-network",
    ]);
    expect(servicesGroup?.items[1]?.to).toBe("/services/intruder-alarms");
  });

  it("has the spec's mobile groups in order", () => {
    expect(mobileGroups.map((group) => group.label)).toEqual(["About", "Services", "Industries", "Contact", "Resources"]);
    expect(mobileExtraLinks.map((link) => link.to)).toEqual(["/case-studies", "/blog"]);
  });

  it("gives footer labels without a page the spec's lowercased, hyphenated anchor", () => {
    expect(footerColumns.map((column) => column.title)).toEqual(["Company", "Services", "Support", "Legal"]);
    for (const link of footerColumns.flatMap((column) => column.links)) {
      if (link.to) expect(paths.has(link.to)).toBe(true);
      else expect(footerHref(link)).toBe(`#${link.label.toLowerCase().replace(/ /g, "-")}`);
    }
  });

  it("keeps placeholders out of search", () => {
    expect(isIndexable(pages.find((page) => page.path === "/shop")!)).toBe(false);
    expect(isIndexable(pages.find((page) => page.path === "/services/access-control")!)).toBe(true);
    // A real page since issue 15: the project records.
    expect(pageByPath("/case-studies")).toMatchObject({ template: "case-studies" });
    expect(isIndexable(pageByPath("/case-studies"))).toBe(true);
  });
});
