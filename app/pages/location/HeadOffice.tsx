import { ExternalLink, Navigation } from "lucide-react";
import { locationText, mapsHref, nationalAddressFields } from "~/content/location";
import { useInLocale } from "~/page-context/use-locale";
import type { SiteConfig } from "~/content/site";
import { OfficeMap } from "./OfficeMap";

/** The head office: its map, its national address and a link that opens it in a maps app. */
export function HeadOffice({ site }: { site: SiteConfig }) {
  const address = site.nationalAddress;
  const text = useInLocale()(locationText);
  return (
    <section aria-labelledby="head-office-title" className="grid gap-6 lg:grid-cols-12 lg:gap-10">
      <h2 id="head-office-title" className="text-2xl font-semibold lg:col-span-12">
        {text.headOfficeTitle}
      </h2>
      <OfficeMap className="h-auto w-full rounded-card border border-slate-200 shadow-sm lg:col-span-7" />
      <div className="lg:col-span-5">
        <h3 className="text-lg font-semibold">{text.nationalAddressTitle}</h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {nationalAddressFields(text.nationalAddressLabels).map(({ key, label }) =>
            address[key] ? (
              <div key={key} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="font-medium tabular">{address[key]}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <a href={mapsHref(site.headOfficeCoordinates)} target="_blank" rel="noopener" className="btn-primary mt-6">
          <Navigation aria-hidden="true" className="size-4" />
          {text.openInMaps}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{text.newTab}</span>
        </a>
      </div>
    </section>
  );
}
