import { industryIndex } from "./industry-index";
import { pageByPath, pageLabel } from "./pages";
import { serviceIndex } from "./service-index";

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavLink[];
}

/** A link to a page of the registry, labelled as that page is everywhere else. */
export function pageLink(path: string): NavLink {
  return { label: pageLabel(pageByPath(path)), to: path };
}

const about: NavGroup = {
  id: "about",
  label: "About",
  items: ["/about/company", "/about/leadership", "/about/awards", "/about/how-it-works"].map(pageLink),
};
const servicesGroup: NavGroup = {
  id: "services",
  label: "Services",
  items: serviceIndex.map((s) => pageLink(`/services/${s.slug}`)),
};
const industriesGroup: NavGroup = {
  id: "industries",
  label: "Industries",
  items: industryIndex.map((i) => pageLink(`/industries/${i.slug}`)),
};
const contact: NavGroup = {
  id: "contact",
  label: "Contact",
  items: ["/contact/contact-us", "/contact/get-quote", "/contact/our-location"].map(pageLink),
};
const resources: NavGroup = {
  id: "resources",
  label: "Resources",
  items: ["/resources/faqs", "/resources/gallery", "/resources/reviews"].map(pageLink),
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
};
