import { JsonLd } from "~/seo/JsonLd";
import { serviceLabels, type ServiceRecord } from "~/content/services";
import { servicePath } from "~/content/service-index";
import { useSiteConfig } from "~/shell/use-site-config";
import { canonicalUrl } from "~/seo/meta";

/** schema.org Service: provided by the company, in Saudi Arabia; priced packages as offers. */
export function ServiceJsonLd({ service }: { service: ServiceRecord }) {
  const site = useSiteConfig();
  const url = canonicalUrl(site.siteUrl, servicePath(service));
  const data = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.navLabel,
    description: service.description,
    url,
    provider: { "@type": "Organization", name: site.companyName, url: canonicalUrl(site.siteUrl, "/") },
    areaServed: { "@type": "Country", name: serviceLabels.areaServed },
    ...(service.packages && {
      offers: service.packages.items.map((pkg) => ({
        "@type": "Offer",
        name: `${service.title}: ${pkg.name}`,
        price: pkg.price.toFixed(2),
        priceCurrency: "USD",
        url,
      })),
    }),
  };
  return <JsonLd data={data} />;
}
