import { useSiteConfig } from "~/shell/use-site-config";
import { localBusinessesJsonLd, organizationJsonLd, websiteJsonLd } from "~/seo/structured-data";
import { JsonLd } from "./JsonLd";

/** Organization and one LocalBusiness per office (and WebSite on the home page), for search engines. */
export function BusinessJsonLd({ website = false }: { website?: boolean }) {
  const site = useSiteConfig();
  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />
      {website && <JsonLd data={websiteJsonLd(site)} />}
      {localBusinessesJsonLd(site).map((business) => (
        <JsonLd key={business["@id"]} data={business} />
      ))}
    </>
  );
}
