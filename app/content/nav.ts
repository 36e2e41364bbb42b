import { z } from "zod";
import record from "/content/shell/navigation.yaml";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { listedPaths } from "./collection-pages";
import { QUOTE_PATH } from "./cta-links";
import { industryIndex } from "./industry-index";
import { pageLabel, pageRecord } from "./page-texts";
import { serviceIndexEntry } from "./service-index";
import { localizedPath, type Locale } from "~/i18n/locale";
import { textSchema } from "./types";

// The menus: which pages they list is code (below), their names are content/shell/navigation.yaml. A link to a page
// is labelled with that page's own menu label (content/pages/), so a page has one name everywhere.

export const navigationSchema = z.object({
  menus: z
    .object({
      about: textSchema("About"),
      services: textSchema("Services"),
      industries: textSchema("Industries"),
      contact: textSchema("Contact (phones' menu)"),
      resources: textSchema("Resources (phones' menu)"),
    })
    .meta({ label: "Menu names" }),
  serviceSections: z
    .object({
      surveillance: textSchema("Surveillance and alarms"),
      access: textSchema("Access and entry"),
      communications: textSchema("Communications and networks"),
    })
    .meta({ label: "Headings in the services menu" }),
  quoteButton: textSchema("The header's quote button"),
  aboutPageLinks: textSchema("The About page's list of its pages (read out by screen readers)"),
  folders: z
    .object({
      brochure: textSchema("/brochure"),
      roadmap: textSchema("/roadmap"),
      specification: textSchema("/specification"),
      legal: textSchema("/legal"),
    })
    .meta({ label: "Breadcrumb names of address folders that have no page" }),
});

const FILE = "content/shell/navigation.yaml";
export const navigationCollection = { name: "navigation", label: "Navigation", file: FILE, schema: navigationSchema };

const texts = parseRecord(FILE, record, navigationSchema);

export interface NavLink {
  label: string;
  /** In the link's language: `/ar/…` on Arabic pages. */
  to: string;
}

export interface NavSection {
  label: string;
  items: NavLink[];
}

export interface NavGroup {
  id: string;
  label: string;
  /** Every link of the group, in menu order. */
  items: NavLink[];
  /** A long group's links under labels (menus show these when set). */
  sections?: NavSection[];
}

/** A link to a page of the registry, labelled as that page is everywhere else. */
export function pageLink(path: string, locale: Locale): NavLink {
  return { label: pageLabel(pageRecord(path, locale)), to: localizedPath(path, locale) };
}

/** The four pages under /about, in menu order (the /about page links to them too). */
export const aboutPagePaths = ["/about/company", "/about/leadership", "/about/awards", "/about/how-it-works"] as const;

// Grouped as buyers think of them, what they ask for most first: cameras, alarms, then access control (issue 15).
const serviceSections = [
  { id: "surveillance", slugs: ["smart-surveillance", "intruder-alarms", "parking-security", "dashcam-protection"] },
  { id: "access", slugs: ["access-control", "video-intercom", "automated-entrance", "attendance-management"] },
  { id: "communications", slugs: ["smart-network", "landline-telephone", "public-address", "pos-payments"] },
] as const;

function navigationIn(locale: Locale) {
  const text = texts[locale];
  const link = (path: string) => pageLink(path, locale);
  const group = (id: keyof typeof text.menus, paths: readonly string[]): NavGroup => ({
    id,
    label: text.menus[id],
    items: listedPaths(paths).map(link),
  });
  const sections: NavSection[] = serviceSections.map(({ id, slugs }) => ({
    label: text.serviceSections[id],
    items: slugs.map((slug) => link(`/services/${serviceIndexEntry(slug).slug}`)),
  }));
  const about = group("about", aboutPagePaths);
  const services: NavGroup = { id: "services", label: text.menus.services, items: sections.flatMap((section) => section.items), sections };
  const industries = group(
    "industries",
    industryIndex.map((industry) => `/industries/${industry.slug}`),
  );
  const contact = group("contact", ["/contact/contact-us", "/contact/get-quote", "/contact/site-survey", "/contact/our-location"]);
  const resources = group("resources", ["/resources/faqs", "/resources/cctv-law-checker", "/resources/gallery", "/resources/reviews"]);
  return {
    homeLink: link("/"),
    quoteLink: { label: text.quoteButton, to: localizedPath(QUOTE_PATH, locale) } satisfies NavLink,
    /** Large screens: Home, three dropdowns, these links, and the Get Quote button (no shop until it is real, decision 147). */
    desktopGroups: [about, services, industries],
    desktopLinks: listedPaths(["/contact", "/case-studies"]).map(link),
    /** The side sheet on small screens: Home, five groups, then these links. */
    mobileGroups: [about, services, industries, contact, resources],
    mobileExtraLinks: listedPaths(["/case-studies", "/blog"]).map(link),
    /** The name of the /about page's list of links to its pages. */
    aboutPageLinksLabel: text.aboutPageLinks,
    /** Labels of path segments that have no page of their own (shown as plain text in breadcrumbs). */
    folderLabels: { industries: industries.label, resources: resources.label, ...text.folders } as Record<string, string>,
  };
}

export type Navigation = ReturnType<typeof navigationIn>;

/** The menus in each language. */
export const navigation: Bilingual<Navigation> = bothLocales(navigationIn);
