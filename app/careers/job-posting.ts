import type { Opening } from "~/content/careers";
import type { SiteConfig } from "~/content/site";
import { localizedPath, type Locale } from "~/i18n/locale";
import { canonicalUrl } from "~/seo/meta";

// schema.org JobPosting for an open opening (docs/decisions/145): what search engines' job listings require (title,
// description, datePosted, hiringOrganization, jobLocation) and recommend (employmentType, directApply). Only open
// openings have one; the page is rebuilt when an opening closes.

const employmentTypes = { "full-time": "FULL_TIME", "part-time": "PART_TIME", contract: "CONTRACTOR" } as const;

/** The description as text: the Markdown's paragraphs and the requirements after them. */
const describe = (opening: Opening, requirementsLabel: string) =>
  `${opening.description.trim()}\n\n${requirementsLabel}:\n${opening.requirements.map((item) => `- ${item}`).join("\n")}`;

export function jobPostingJsonLd(opening: Opening, site: SiteConfig, locale: Locale, requirementsLabel: string) {
  const page = canonicalUrl(site.siteUrl, localizedPath("/careers", locale));
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description: describe(opening, requirementsLabel),
    datePosted: opening.posted,
    employmentType: employmentTypes[opening.type],
    directApply: true,
    url: `${page}#${opening.id}`,
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${site.siteUrl}/#organization`,
      name: site.companyName,
      sameAs: canonicalUrl(site.siteUrl, localizedPath("/", locale)),
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: opening.city, addressCountry: "SA" },
    },
    inLanguage: locale,
  };
}
