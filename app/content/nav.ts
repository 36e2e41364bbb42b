import { industryIndex } from "./industry-index";
import { pageByPath, pageLabel } from "./pages";
import { serviceIndexEntry } from "./service-index";

export interface NavLink {
  label: string;
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
export function pageLink(path: string): NavLink {
  return { label: pageLabel(pageByPath(path)), to: path };
}

/** The four pages under /about, in menu order (the /about page links to them too). */
export const aboutPagePaths = ["/about/company", "/about/leadership", "/about/awards", "/about/how-it-works"] as const;
/** The name of the /about page's list of links to them. */
export const aboutPageLinksLabel = "About us";

const about: NavGroup = { id: "about", label: "About", items: aboutPagePaths.map(pageLink) };
// Grouped as buyers think of them, what they ask for most first: cameras, alarms, then access control (issue 15).
const serviceSections: NavSection[] = [
  { label: "Surveillance and alarms", slugs: ["smart-surveillance", "intruder-alarms", "parking-security", "dashcam-protection"] },
  { label: "Access and entry", slugs: ["access-control", "video-intercom", "automated-entrance", "attendance-management"] },
  { label: "Communications and networks", slugs: ["smart-network", "landline-telephone", "public-address", "pos-payments"] },
].map(({ label, slugs }) => ({ label, items: slugs.map((slug) => pageLink(`/services/${serviceIndexEntry(slug).slug}`)) }));

const servicesGroup: NavGroup = {
  id: "services",
  label: "Services",
  items: serviceSections.flatMap((section) => section.items),
  sections: serviceSections,
};
const industriesGroup: NavGroup = {
  id: "industries",
  label: "Industries",
  items: industryIndex.map((i) => pageLink(`/industries/${i.slug}`)),
};
const contact: NavGroup = {
  id: "contact",
  label: "Contact",
  items: ["/contact/contact-us", "/contact/get-quote", "/contact/site-survey", "/contact/our-location"].map(pageLink),
};
const resources: NavGroup = {
  id: "resources",
  label: "Resources",
  items: ["/resources/faqs", "/resources/cctv-law-checker", "/resources/gallery", "/resources/reviews"].map(pageLink),
};

export const homeLink = pageLink("/");
export const shopLink = pageLink("/shop");
export const quoteLink: NavLink = { label: "Get Quote", to: "/contact/get-quote" };

/** Large screens: Home, three dropdowns, Shop Online, and the Get Quote button. */
export const desktopGroups: NavGroup[] = [about, servicesGroup, industriesGroup];

/** The side sheet on small screens: Home, five groups, then these links. */
export const mobileGroups: NavGroup[] = [about, servicesGroup, industriesGroup, contact, resources];
export const mobileExtraLinks: NavLink[] = [pageLink("/case-studies"), pageLink("/blog")];

/** Labels of path segments that have no page of their own (shown as plain text in breadcrumbs). */
export const groupSegmentLabels: Record<string, string> = {
  industries: industriesGroup.label,
  resources: resources.label,
  // The printable pages' folders, named as the spec's rule for a segment without a label names them.
  brochure: "Brochure",
  roadmap: "Roadmap",
  specification: "Specification",
};
