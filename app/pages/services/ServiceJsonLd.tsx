import { JsonLd } from "~/seo/JsonLd";
import { serviceLabels, type ServiceRecord } from "~/content/services";
import { localizedPath } from "~/i18n/locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { servicePath } from "~/content/service-index";
import { useSiteConfig } from "~/page-context/use-site-config";
import { canonicalUrl } from "~/seo/meta";

/** schema.org Service: provided by the company, in Saudi Arabia; priced packages as offers. */
export function ServiceJsonLd({ service }: { service: ServiceRecord }) {
  const site = useSiteConfig();
  const locale = useLocale();
  const url = canonicalUrl(site.siteUrl, localizedPath(servicePath(service), locale));
  const data = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.navLabel,
    description: service.description,
    url,
    provider: { "@type": "Organization", name: site.companyName, url: canonicalUrl(site.siteUrl, localizedPath("/", locale)) },
    areaServed: { "@type": "Country", name: useInLocale()(serviceLabels).areaServed },
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
