import { industryIndex } from "./industry-index";
import { serviceIndex } from "./service-index";

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
  | "placeholder";

export interface PageRecord {
  path: string;
  template: PageTemplate;
  /** The page's visible heading: the h1, in the title banner or the page hero. */
  title: string;
  /** Label in menus and breadcrumbs when it differs from the title. */
  navLabel?: string;
  subtitle?: string;
  /** The <title> text when the heading alone would repeat another page's. */
  metaTitle?: string;
  /** Meta description: under 160 characters. */
  description: string;
  /** Set on pages whose body is not built yet: shown as their text, and kept out of search. */
  comingSoon?: string;
  /** The closing call to action is on unless a page turns it off. */
  closingCta?: boolean;
  /** Rendered per request instead of at build time: what it shows changes by the minute (free survey windows). */
  dynamic?: boolean;
}

const corePages: PageRecord[] = [
  {
    path: "/",
    template: "home",
    title: "Smart Security Systems in Riyadh",
    navLabel: "Home",
    description:
      "CCTV, access control, intercom, alarms, attendance and smart-home systems for businesses and homes in Riyadh and across Saudi Arabia.",
  },
  {
    path: "/about",
    template: "overview",
    title: "About",
    navLabel: "About",
    description: "Who we are: a Riyadh security and technology systems provider, our mission, our vision and how we work with clients.",
  },
  {
    path: "/services",
    template: "overview",
    title: "Our Services",
    navLabel: "Services",
    description:
      "Our security services: CCTV and surveillance, access control, intercom, alarms, attendance, networking and smart-home systems.",
  },
  {
    path: "/products",
    template: "overview",
    title: "Security Products",
    navLabel: "Products",
    description:
      "Security products we supply and install: cameras, recorders, access control readers, smart sensors and network equipment.",
  },
  {
    path: "/projects",
    template: "overview",
    title: "Our Projects",
    navLabel: "Projects",
    description: "Security projects we have delivered and are delivering, our awards, and a virtual tour of the systems we install.",
  },
  {
    path: "/contact",
    template: "overview",
    title: "Contact Us",
    metaTitle: "Contact Our Security Team",
    navLabel: "Contact",
    description:
      "Contact our security team in Riyadh for an assessment, a consultation or support. We reply within 2 hours in business hours.",
  },
  {
    path: "/about/company",
    template: "about-company",
    title: "About Us",
    subtitle: "Securing Saudi Arabia since {engineersSince}",
    description:
      "About us: security engineers since {engineersSince}, incorporated in {incorporated}; our vision, mission, way of working and strengths.",
  },
  {
    path: "/about/leadership",
    template: "about-leadership",
    title: "Leadership Team",
    subtitle: "The people who lead our security engineering",
    description:
      "Meet our leadership team: executives and department heads with 50+ years of combined experience in security and technology.",
  },
  {
    path: "/about/awards",
    template: "about-awards",
    title: "Awards & Recognition",
    subtitle: "Recognition for our work and the standards we keep",
    description: "Our awards, certifications and technology partnerships, including ISO 27001 certification.",
  },
  {
    path: "/about/how-it-works",
    template: "about-how-it-works",
    title: "How It Works",
    subtitle: "From first consultation to ongoing support",
    description:
      "How a security installation works with us: consultation, site survey, installation, testing and handover, then ongoing support.",
  },
  ...serviceIndex.map((s): PageRecord => ({
    path: `/services/${s.slug}`,
    template: "service",
    title: s.title,
    navLabel: s.navLabel,
    subtitle: s.subtitle,
    description: s.description,
  })),
  ...industryIndex.map((i): PageRecord => ({
    path: `/industries/${i.slug}`,
    template: "industry",
    title: i.title,
    navLabel: i.navLabel,
    subtitle: i.subtitle,
    description: i.description,
  })),
  {
    path: "/case-studies",
    template: "case-studies",
    title: "Case Studies",
    subtitle: "Security projects in detail",
    description:
      "Security projects across Saudi Arabia: the site, the systems installed, the scope and the outcome of each, and a reference visit on request.",
  },
  {
    path: "/contact/contact-us",
    template: "contact-us",
    title: "Contact Us",
    subtitle: "Talk to our security team",
    description: "Call, email or WhatsApp our security team in Riyadh, or send us a message. We reply within 2 hours in business hours.",
    closingCta: false,
  },
  {
    path: "/contact/get-quote",
    template: "get-quote",
    title: "Get Quote",
    subtitle: "Tell us what you need to protect",
    description: "Request a free quote for CCTV, access control, alarms or smart-home security. Our team will contact you within 24 hours.",
    closingCta: false,
  },
  {
    path: "/contact/site-survey",
    template: "site-survey",
    title: "Book a Site Survey",
    navLabel: "Site Survey",
    subtitle: "A free visit by our engineers, at a time that suits you",
    description:
      "Book a free security site survey in Riyadh: pick a two-hour window, Sunday to Thursday, and an engineer visits your site.",
    closingCta: false,
    dynamic: true,
  },
  {
    path: "/contact/our-location",
    template: "location",
    title: "Our Location",
    subtitle: "Find us in Riyadh, Saudi Arabia",
    description:
      "Find our Riyadh head office: a map, its national address, parking and entrance notes, and every office's phone, email and hours.",
  },
  {
    path: "/legal/privacy",
    template: "legal",
    title: "Privacy Policy",
    subtitle: "How we handle your personal data",
    description:
      "How we collect, use, keep and protect your personal data under Saudi Arabia's Personal Data Protection Law, and your rights.",
  },
  {
    path: "/legal/terms",
    template: "legal",
    title: "Terms of Service",
    subtitle: "The terms of using this website",
    description: "The terms of using our website, our quotes and estimates, and how to reach us about them.",
  },
  {
    path: "/resources/faqs",
    template: "faqs",
    title: "FAQs",
    subtitle: "Answers to common questions",
    description: "Frequently asked questions about our security systems, installation, warranties and support.",
  },
  {
    path: "/resources/cctv-law-checker",
    template: "cctv-law-checker",
    title: "CCTV Law Checker",
    subtitle: "Does the camera law apply to my building?",
    description:
      "What Saudi Arabia's surveillance-camera law asks of your building: where cameras are required or prohibited, signs, recordings and fines.",
  },
  // The printable pages behind the home page's Download Brochure, Download Roadmap and Download Specification.
  {
    path: "/brochure/virtual-tour",
    template: "printable",
    title: "Virtual Tour Brochure",
    navLabel: "Virtual Tour",
    subtitle: "Four locations, the systems in them and what they do",
    description:
      "A printable brochure of our virtual security tour: control room, perimeter, server room and smart office, with their features.",
    closingCta: false,
  },
  {
    path: "/roadmap/vision-2030",
    template: "printable",
    title: "Vision 2030 Roadmap",
    navLabel: "Vision 2030",
    subtitle: "Our milestones from 2017 to 2030",
    description: "Our printable Vision 2030 roadmap: six milestones from our 2017 foundation to 2030, with their status and achievements.",
    closingCta: false,
  },
  {
    path: "/specification/technology",
    template: "printable",
    title: "Technology Specification",
    navLabel: "Technology",
    subtitle: "The K2 AI Platform and the equipment we install",
    description:
      "A printable specification of the K2 AI Platform, its architecture, and our security equipment with starting prices in SAR.",
    closingCta: false,
  },
];

const placeholderPages: PageRecord[] = [
  {
    path: "/blog",
    title: "Security Blog",
    navLabel: "Blog",
    subtitle: "Insights on security technology",
    comingSoon: "Coming soon - Articles on security technology and best practice.",
    description: "Our security blog with insights on surveillance, access control and smart buildings: coming soon.",
  },
  {
    path: "/resources/gallery",
    title: "Project Gallery",
    navLabel: "Gallery",
    subtitle: "Our installations in pictures",
    comingSoon: "Coming soon - Photos of our installations.",
    description: "A gallery of our security installations: coming soon.",
  },
  {
    path: "/resources/reviews",
    title: "Customer Reviews",
    navLabel: "Reviews",
    subtitle: "What our clients say",
    comingSoon: "Coming soon - Reviews from our clients.",
    description: "Reviews from our security clients: coming soon.",
  },
  {
    path: "/careers",
    title: "Careers",
    subtitle: "Join our team",
    comingSoon: "Coming soon - Open positions at our company.",
    description: "Careers in security engineering and installation in Riyadh: coming soon.",
  },
  {
    path: "/packages",
    title: "Security Packages",
    navLabel: "Packages",
    subtitle: "Ready-made security bundles",
    comingSoon: "Coming soon - Security packages for homes and businesses.",
    description: "Ready-made security packages for homes and businesses: coming soon.",
  },
  {
    path: "/shop",
    title: "Security Shop",
    navLabel: "Shop Online",
    subtitle: "Security equipment online",
    comingSoon: "Coming soon - Online security equipment shop.",
    description: "Our online shop for security equipment: coming soon.",
  },
  {
    path: "/my-account",
    title: "My Account",
    subtitle: "Your orders and account",
    comingSoon: "Coming soon - Customer account and orders.",
    description: "Customer account and orders: coming soon.",
  },
].map((page): PageRecord => ({ ...page, template: "placeholder" }));

export const pages: PageRecord[] = [...corePages, ...placeholderPages];

const pagesByPath = new Map(pages.map((page) => [page.path, page]));

export function findPage(path: string): PageRecord | undefined {
  return pagesByPath.get(path);
}

/** A page's own path, or throws: for content that must name a real page. */
export function pageByPath(path: string): PageRecord {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}

export function pageLabel(page: PageRecord): string {
  return page.navLabel ?? page.title;
}

export function isIndexable(page: PageRecord): boolean {
  return page.comingSoon === undefined;
}
