import type { SiteConfig } from "~/content/site";
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

export function organizationJsonLd(site: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.companyName,
    url: canonicalUrl(site.siteUrl, "/"),
    logo: `${site.siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    areaServed: ["SA", "AE"],
  };
}

export function websiteJsonLd(site: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.siteUrl}/#website`,
    name: site.companyName,
    url: canonicalUrl(site.siteUrl, "/"),
    inLanguage: "en",
    publisher: { "@id": `${site.siteUrl}/#organization` },
  };
}

/** One LocalBusiness per office. */
export function localBusinessesJsonLd(site: SiteConfig) {
  return site.offices.map((office) => ({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.siteUrl}/#office-${office.city.toLowerCase().replace(/\s+/g, "-")}`,
    name: `${site.companyName} ${office.city}`,
    parentOrganization: { "@id": `${site.siteUrl}/#organization` },
    url: canonicalUrl(site.siteUrl, "/contact/our-location"),
    image: `${site.siteUrl}/favicon.svg`,
    telephone: office.phone,
    email: office.email,
    address: { "@type": "PostalAddress", streetAddress: office.address, addressLocality: office.city, addressCountry: office.country },
    openingHoursSpecification: openingHours,
  }));
}
