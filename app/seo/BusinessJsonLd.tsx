import { useLocale } from "~/page-context/use-locale";
import { usePageData } from "~/page-context/page-data";
import { localBusinessesJsonLd, organizationJsonLd, websiteJsonLd } from "~/seo/structured-data";
import { JsonLd } from "./JsonLd";

/** Organization and one LocalBusiness per office (and WebSite on the home page), for search engines. */
export function BusinessJsonLd({ website = false }: { website?: boolean }) {
  const { site } = usePageData();
  const locale = useLocale();
  return (
    <>
      <JsonLd data={organizationJsonLd(site, locale)} />
      {website && <JsonLd data={websiteJsonLd(site, locale)} />}
      {localBusinessesJsonLd(site, locale).map((business) => (
        <JsonLd key={business["@id"]} data={business} />
      ))}
    </>
  );
}
