import type { SiteConfig } from "~/content/site";
import { localizedPath, type Locale } from "~/i18n/locale";
import { canonicalUrl } from "./meta";

// schema.org structured data for search engines, built from the site configuration.

/** SPEC §9 business hours: Sunday to Thursday 8AM-6PM, Saturday 9AM-3PM. */
export const openingHours = [
  {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
    opens: "08:00",
    closes: "18:00",
  },
  { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "15:00" },
] as const;

/** The company's names: the other language's name as the alternate, the legal name when configured. */
function names(site: SiteConfig) {
  return { name: site.companyName, alternateName: site.alternateName, ...(site.legalName && { legalName: site.legalName }) };
}

// `site` is in the page's language: the ids stay the same in both languages, the names and addresses follow the page.
export function organizationJsonLd(site: SiteConfig, locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    ...names(site),
    url: canonicalUrl(site.siteUrl, localizedPath("/", locale)),
    logo: `${site.siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    areaServed: ["SA", "AE"],
  };
}

export function websiteJsonLd(site: SiteConfig, locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.siteUrl}/#website`,
    name: site.companyName,
    url: canonicalUrl(site.siteUrl, localizedPath("/", locale)),
    inLanguage: locale,
    publisher: { "@id": `${site.siteUrl}/#organization` },
  };
}

/** One LocalBusiness per office. */
export function localBusinessesJsonLd(site: SiteConfig, locale: Locale = "en") {
  const { name, legalName } = names(site);
  return site.offices.map((office) => ({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.siteUrl}/#office-${office.id}`,
    name: `${name} ${office.city}`,
    ...(legalName && { legalName }),
    parentOrganization: { "@id": `${site.siteUrl}/#organization` },
    url: canonicalUrl(site.siteUrl, localizedPath("/contact/our-location", locale)),
    image: `${site.siteUrl}/favicon.svg`,
    telephone: office.phone,
    email: office.email,
    address: { "@type": "PostalAddress", streetAddress: office.address, addressLocality: office.city, addressCountry: office.country },
    openingHoursSpecification: openingHours,
  }));
}
