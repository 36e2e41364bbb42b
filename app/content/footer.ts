import { pageLink, type NavLink } from "./nav";

export interface FooterLink {
  label: string;
  /** A real page; without one the link falls back to the spec's in-page anchor. */
  to?: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

const pages = (...paths: string[]): NavLink[] => paths.map(pageLink);

export const footerColumns: FooterColumn[] = [
  { title: "Company", links: pages("/about/company", "/about/leadership", "/about/awards", "/careers", "/blog") },
  {
    title: "Services",
    links: pages(
      "/services/smart-surveillance",
      "/services/access-control",
      "/services/video-intercom",
      "/services/intruder-alarms",
      "/services/attendance-management",
    ),
  },
  {
    title: "Support",
    links: pages("/contact/contact-us", "/contact/get-quote", "/resources/faqs", "/about/how-it-works", "/contact/our-location"),
  },
  { title: "Legal", links: [...pages("/legal/privacy", "/legal/terms"), { label: "Cookie Policy" }] },
];

/** SPEC §2: footer anchors are the lowercased, hyphenated label. */
export function footerHref(link: FooterLink): string {
  return (
    link.to ??
    `#${link.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}`
  );
}

/** The spec's badges, then the PDPL badge (issue 15), which links to the privacy notice. */
export const footerBadges: { label: string; to?: string; /** Read out after the label. */ detail?: string }[] = [
  { label: "Systems Online" },
  { label: "ISO 27001 Certified" },
  { label: "GDPR Compliant" },
  { label: "PDPL Compliant", to: "/legal/privacy", detail: "Saudi Personal Data Protection Law: our privacy notice" },
];
