import { z } from "zod";
import record from "/content/shell/footer.yaml";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { listedPaths } from "./collection-pages";
import { pageLink } from "./nav";
import { localizedPath, type Locale } from "~/i18n/locale";
import { sitePathSchema, textSchema } from "./types";

// The footer's link columns and badges: which pages the columns list is code (below), their words are
// content/shell/footer.yaml, and each page link carries the page's own menu label (content/pages/).

export const footerSchema = z.object({
  columns: z
    .object({
      company: textSchema("Company"),
      services: textSchema("Services"),
      support: textSchema("Support"),
      legal: textSchema("Legal"),
    })
    .meta({ label: "Column headings" }),
  cookiePolicy: textSchema("Cookie policy link (it has no page yet)"),
  badges: z
    .array(
      z.object({
        label: textSchema("Badge"),
        to: sitePathSchema.optional().meta({ label: "Links to (a page's English path)" }),
        detail: textSchema().optional().meta({ label: "Read out after the badge by screen readers" }),
      }),
    )
    .meta({ label: "Badges" }),
});

const FILE = "content/shell/footer.yaml";
export const footerCollection = { name: "footer", label: "Footer", file: FILE, schema: footerSchema };

const texts = parseRecord(FILE, record, footerSchema);

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface FooterBadge {
  label: string;
  to?: string;
  /** Read out after the label. */
  detail?: string;
}

const columnPages = {
  company: ["/about/company", "/about/leadership", "/about/awards", "/careers", "/blog"],
  services: [
    "/services/smart-surveillance",
    "/services/access-control",
    "/services/video-intercom",
    "/services/intruder-alarms",
    "/services/attendance-management",
  ],
  support: [
    "/contact/contact-us",
    "/contact/get-quote",
    "/contact/service-request",
    "/resources/faqs",
    "/about/how-it-works",
    "/contact/our-location",
  ],
  legal: ["/legal/privacy", "/legal/terms"],
} as const;

/** SPEC §2: a footer link without a page goes to an anchor, the lowercased, hyphenated (English) label. */
export function footerAnchor(label: string): string {
  return `#${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}

function footerIn(locale: Locale) {
  const text = texts[locale];
  const columns: FooterColumn[] = (Object.keys(columnPages) as (keyof typeof columnPages)[]).map((id) => ({
    title: text.columns[id],
    links: listedPaths(columnPages[id]).map((path) => {
      const link = pageLink(path, locale);
      return { label: link.label, href: link.to };
    }),
  }));
  // The cookie policy has no page yet: the Legal column ends with its anchor, named in English on both languages' pages.
  columns.at(-1)!.links.push({ label: text.cookiePolicy, href: footerAnchor(texts.en.cookiePolicy) });
  return {
    columns,
    /** The spec's badges, then the PDPL badge (issue 15), which links to the privacy notice. */
    badges: text.badges.map((badge): FooterBadge => ({ ...badge, to: badge.to && localizedPath(badge.to, locale) })),
  };
}

/** The footer's columns and badges in each language. */
export const footer: Bilingual<ReturnType<typeof footerIn>> = bothLocales(footerIn);
