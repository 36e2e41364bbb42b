import { Clock, Siren } from "lucide-react";
import { OfficeDetails } from "~/shell/OfficeDetails";
import { PageShell } from "~/shell/PageShell";
import { BusinessJsonLd } from "~/seo/BusinessJsonLd";
import { contactSection } from "~/content/home/contact";
import { locationText } from "~/content/location";
import { useInLocale } from "~/page-context/use-locale";
import { officesHeadFirst, phoneHref } from "~/content/site";
import { HeadOffice } from "~/pages/location/HeadOffice";
import { VisitNotes } from "~/pages/location/VisitNotes";
import { useSiteConfig } from "~/page-context/use-site-config";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

/**
 * The head office (map, national address, Open in Maps) and how to visit it, then our offices from the site
 * configuration (Riyadh, the head office, first), with LocalBusiness structured data.
 */
export default function LocationPage() {
  const site = useSiteConfig();
  const { businessHours } = useInLocale()(contactSection);
  const strings = useInLocale()(locationText);
  const offices = officesHeadFirst(site.offices);
  return (
    <PageShell page={usePage()}>
      <div className="container-page space-y-14 pb-16">
        <HeadOffice site={site} />
        <VisitNotes />
        <div className="grid gap-10 lg:grid-cols-12">
          <section aria-labelledby="offices-title" className="lg:col-span-8">
            <h2 id="offices-title" className="text-2xl font-semibold">
              {strings.officesTitle}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {offices.map((office) => (
                <li key={office.city} className="rounded-card border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="text-lg font-semibold">{office.city}</h3>
                  <div className="mt-3 space-y-2">
                    <OfficeDetails office={office} tone="light" />
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <aside className="space-y-6 lg:col-span-4">
            <section aria-labelledby="hours-title" className="rounded-card border border-slate-200 bg-white p-5">
              <h2 id="hours-title" className="flex items-center gap-2 text-lg font-semibold">
                <Clock aria-hidden="true" className="size-5 text-accent-700" />
                {strings.hoursTitle}
              </h2>
              <p className="mt-2">{businessHours}</p>
            </section>
            <section aria-labelledby="emergency-title" className="rounded-card border border-red-700/30 bg-red-50 p-5">
              <h2 id="emergency-title" className="flex items-center gap-2 text-lg font-semibold text-red-900">
                <Siren aria-hidden="true" className="size-5" />
                {strings.emergencyTitle}
              </h2>
              <p className="mt-2">
                <a
                  href={phoneHref(site.emergencyPhone)}
                  dir="ltr"
                  className="tabular font-semibold text-red-800 underline-offset-4 hover:underline"
                >
                  {site.emergencyPhone}
                </a>
              </p>
              <p className="mt-1 text-sm text-red-900">{strings.emergencyText}</p>
            </section>
          </aside>
        </div>
      </div>
      <BusinessJsonLd />
    </PageShell>
  );
}
