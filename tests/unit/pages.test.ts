import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isEmptyCollectionPage } from "~/content/collection-pages";
import { navigation } from "~/content/nav";
import { footer } from "~/content/footer";
import { about } from "~/content/home/about";
import { contactSection } from "~/content/home/contact";
import { productsSection } from "~/content/home/products";
import { projectsSection } from "~/content/home/projects";
import { servicesSection } from "~/content/home/services";
import { industryRecords } from "~/content/industries";
import { industryIndex, industryPath } from "~/content/industry-index";
import { pageRecord, pageRecords, readPageTexts } from "~/content/page-texts";
import { pointerBodies, pointerSchema } from "~/content/pointer-pages";
import { isIndexable, pageByPath, pages } from "~/content/pages";
import { ContentError, parseRecord } from "~/content/bilingual";
import { tokensOf } from "../support/record-texts";
import { localizedPath } from "~/i18n/locale";
import { serviceIndex, servicePath } from "~/content/service-index";
import { serviceRecords } from "~/content/services";
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

  it.each(pageRecords.en.map((page) => [page.path, page] as const))(
    "%s has a title and a description under 160 characters",
    (_path, page) => {
      expect(page.title.trim()).not.toBe("");
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.description.length).toBeLessThan(160);
    },
  );

  it("gives every page its own document title and description", () => {
    const titles = pageRecords.en.map((page) => page.metaTitle ?? page.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(pageRecords.en.map((page) => page.description)).size).toBe(pages.length);
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
    for (const [path, section] of Object.entries(sections)) expect(pageRecord(path, "en").title).toBe(section.en.title);
  });

  it("has the spec's location subtitle", () => {
    expect(pageRecord("/contact/our-location", "en").subtitle).toBe("Find us in Riyadh, Saudi Arabia");
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

describe("page records (content/pages/)", () => {
  const arabicScript = /[\u0600-\u06ff]/;
  const record = (path: string, en: object = {}, ar: object = {}) => ({
    en: { path, title: "Careers", description: "Careers with us.", ...en },
    ar: { path, title: "الوظائف", description: "الوظائف لدينا.", ...ar },
  });
  const fileOf = (path: string) => `/content/pages/${path.slice(1).replaceAll("/", "-") || "home"}.yaml`;
  // Every page's record but one (each test adds or changes one to see it refused).
  const others = Object.fromEntries(pages.filter((page) => page.path !== "/careers").map((page) => [fileOf(page.path), record(page.path)]));

  it("give every page its texts in Arabic, with the same {tokens} as the English", () => {
    for (const [en, ar] of pageRecords.en.map((page, index) => [page, pageRecords.ar[index]!] as const)) {
      expect(ar.path).toBe(en.path);
      for (const field of ["title", "navLabel", "subtitle", "metaTitle", "description"] as const) {
        expect(ar[field] === undefined, `${en.path} ${field}`).toBe(en[field] === undefined);
        if (ar[field] === undefined) continue;
        expect(ar[field], `${en.path} ${field}`).toMatch(arabicScript);
        expect(tokensOf(ar[field]), `${en.path} ${field}`).toEqual(tokensOf(en[field]!));
      }
    }
  });

  it("give each service and industry page the title the quote topics' index repeats", () => {
    for (const entry of serviceIndex) expect(pageRecord(servicePath(entry), "en").title).toBe(entry.title);
    for (const entry of industryIndex) expect(pageRecord(industryPath(entry), "en").title).toBe(entry.title);
  });

  it("are read when each names a page of the registry and each page has one", () => {
    const texts = readPageTexts({ ...others, "/content/pages/careers.yaml": record("/careers") });
    expect(texts.get("/careers")?.ar.title).toBe("الوظائف");
    expect(texts.size).toBe(pages.length);
  });

  it("refuse a page without a record, a record for no page, and a second record", () => {
    expect(() => readPageTexts(others)).toThrow(new ContentError("content/pages: no record for /careers"));
    const refused = (careers: object, extra: Record<string, unknown> = {}) =>
      expect(() => readPageTexts({ ...others, "/content/pages/careers.yaml": careers, ...extra }));
    refused(record("/careers"), { "/content/pages/jobs.yaml": record("/jobs") }).toThrow(
      "content/pages/jobs.yaml: path: /jobs is not a page of the registry (app/content/pages.ts)",
    );
    refused(record("/careers"), { "/content/pages/zz.yaml": record("/careers") }).toThrow(
      "content/pages/zz.yaml: path: /careers already has its record in content/pages/careers.yaml",
    );
    refused(record("/careers", {}, { path: "/ar/careers" })).toThrow(
      "content/pages/careers.yaml: ar.path: must be the English path, /careers",
    );
    refused(record("/careers", {}, { title: "" })).toThrow(/^content\/pages\/careers\.yaml: ar\.title: /);
  });

  it("give each pointer page (/shop, /my-account) its body in both languages, refusing one without its Arabic", () => {
    for (const page of pages.filter((entry) => entry.template === "pointer"))
      expect(pointerBodies[page.path]?.ar.ways.length, page.path).toBeGreaterThan(0);
    expect(() => parseRecord("content/texts/shop.yaml", { en: pointerBodies["/shop"]!.en }, pointerSchema)).toThrow(
      /^content\/texts\/shop\.yaml: ar/,
    );
  });
});

describe("navigation and footer", () => {
  const paths = new Set(pages.map((page) => page.path));
  const { desktopGroups, mobileGroups, mobileExtraLinks } = navigation.en;

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
    expect(linked("Services")).toEqual(serviceRecords.en.map(servicePath).sort());
    expect(linked("Industries")).toEqual(industryRecords.en.map(industryPath).sort());
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

  it("shows Contact and Case Studies on large screens, and links no shop or account page in any menu or the footer", () => {
    for (const locale of ["en", "ar"] as const) {
      const nav = navigation[locale];
      expect(nav.desktopLinks.map((link) => link.to)).toEqual(["/contact", "/case-studies"].map((path) => localizedPath(path, locale)));
      const links = [nav.homeLink, ...nav.desktopLinks, ...[...nav.desktopGroups, ...nav.mobileGroups].flatMap((group) => group.items)]
        .concat(nav.mobileExtraLinks)
        .map((link) => link.to)
        .concat(footer[locale].columns.flatMap((column) => column.links.map((link) => link.href)));
      for (const path of ["/shop", "/my-account"]) expect(links).not.toContain(localizedPath(path, locale));
    }
    expect(navigation.en.desktopLinks.map((link) => link.label)).toEqual(["Contact", "Case Studies"]);
    expect(navigation.ar.desktopLinks.map((link) => link.label)).toEqual(["التواصل", "دراسات الحالة"]);
  });

  it("lists a collection's page in no menu and not in the footer while its folder holds no record, and lists it once it has one", () => {
    const allLinks = (locale: "en" | "ar") => {
      const nav = navigation[locale];
      return [...nav.desktopLinks, ...[...nav.desktopGroups, ...nav.mobileGroups].flatMap((group) => group.items), ...nav.mobileExtraLinks]
        .map((link) => link.to)
        .concat(footer[locale].columns.flatMap((column) => column.links.map((link) => link.href)));
    };
    for (const [path, folder] of [
      ["/resources/reviews", "content/reviews"],
      ["/resources/gallery", "content/gallery"],
    ] as const) {
      const empty = !existsSync(folder) || readdirSync(folder).every((file) => !file.endsWith(".yaml"));
      expect(isEmptyCollectionPage(path), path).toBe(empty);
      for (const locale of ["en", "ar"] as const) expect(allLinks(locale).includes(localizedPath(path, locale)), path).toBe(!empty);
    }
    expect(isEmptyCollectionPage("/case-studies")).toBe(false);
  });

  it("gives footer labels without a page the spec's lowercased, hyphenated anchor", () => {
    expect(footer.en.columns.map((column) => column.title)).toEqual(["Company", "Services", "Support", "Legal"]);
    for (const link of footer.en.columns.flatMap((column) => column.links)) {
      if (link.href.startsWith("/")) expect(paths.has(link.href)).toBe(true);
      else expect(link.href).toBe(`#${link.label.toLowerCase().replace(/ /g, "-")}`);
    }
  });

  it("link into the Arabic pages on Arabic pages, with Arabic labels and the quote button in the imperative", () => {
    const { homeLink, desktopLinks, quoteLink, mobileGroups: groups, mobileExtraLinks: extra } = navigation.ar;
    for (const link of [homeLink, ...desktopLinks, quoteLink, ...groups.flatMap((group) => group.items), ...extra]) {
      expect(link.to).toMatch(/^\/ar(\/|$)/);
      expect(link.label).toMatch(/[\u0600-\u06ff]/);
    }
    expect(groups.map((group) => group.label)).toEqual(["من نحن", "الخدمات", "القطاعات", "التواصل", "المصادر"]);
    expect(quoteLink).toEqual({ label: "اطلب عرض سعر", to: "/ar/contact/get-quote" });
    const hrefs = (locale: "en" | "ar") => footer[locale].columns.flatMap((column) => column.links.map((link) => link.href));
    expect(hrefs("ar")).toEqual(hrefs("en").map((href) => localizedPath(href, "ar")));
    expect(hrefs("ar")).toContain("#cookie-policy");
    expect(footer.ar.badges.map((badge) => badge.to)).toEqual([undefined, "/ar/legal/privacy"]);
  });

  it("keeps placeholders and pointer pages out of search", () => {
    expect(isIndexable(pageByPath("/blog"))).toBe(true);
    expect(isIndexable(pageByPath("/shop"))).toBe(false);
    expect(isIndexable(pageByPath("/my-account"))).toBe(false);
    expect(isIndexable(pages.find((page) => page.path === "/services/access-control")!)).toBe(true);
    // A real page since issue 15: the project records.
    expect(pageByPath("/case-studies")).toMatchObject({ template: "case-studies" });
    expect(isIndexable(pageByPath("/case-studies"))).toBe(true);
  });
});
