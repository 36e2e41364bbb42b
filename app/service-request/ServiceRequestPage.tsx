import { Phone, Siren } from "lucide-react";
import { consentTextsIn } from "~/content/consent";
import { serviceRequestPage } from "~/content/service-request";
import { phoneHref } from "~/content/site";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { Card } from "~/ui/Card";
import { Island } from "~/ui/Island";
import { ServiceRequestForm } from "./ServiceRequestForm";
import type { FormActionData } from "~/leads/schemas/action-data";

/**
 * /contact/service-request (issue 26, docs/decisions/158): for existing customers, the emergency line in an aside
 * (first on a phone, always there without JavaScript, emphasised while the form's "emergency" is chosen) and the
 * service request form. `data-service-request` is what the :has() rules of the aside and the form look inside.
 */
export function ServiceRequestPage({ result }: { result?: FormActionData }) {
  const text = useInLocale()(serviceRequestPage);
  const site = useSiteConfig();
  const locale = useLocale();
  return (
    <div data-service-request className="container-page pb-16">
      <p className="max-w-3xl text-lg text-ink-muted">{text.intro}</p>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-12">
        <aside aria-labelledby="emergency-title" className="lg:order-last lg:col-span-4">
          <div className="rounded-card border border-red-700/30 bg-red-50 p-5 text-red-900 transition-shadow [[data-service-request]:has(#service-urgency-emergency:checked)_&]:ring-4 [[data-service-request]:has(#service-urgency-emergency:checked)_&]:ring-red-700">
            <h2 id="emergency-title" className="flex items-center gap-2 text-xl font-semibold">
              <Siren aria-hidden="true" className="size-6 shrink-0 text-red-700" />
              {text.emergency.heading}
            </h2>
            <p className="mt-2">{text.emergency.text}</p>
            <a
              href={phoneHref(site.emergencyPhone)}
              className="mt-4 inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-card bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              <Phone aria-hidden="true" className="size-4" />
              {text.emergency.call}
              <span dir="ltr" className="tabular whitespace-nowrap">
                {site.emergencyPhone}
              </span>
            </a>
          </div>
        </aside>
        <Card lift={false} className="lg:col-span-8 sm:p-6">
          <h2 className="text-2xl font-semibold">{text.formHeading}</h2>
          <p className="mt-1 mb-6 text-ink-muted">{text.formIntro}</p>
          <Island
            name="serviceRequestForm"
            component={ServiceRequestForm}
            props={{
              initialResult: result,
              systems: text.systems,
              urgencies: text.urgencies,
              emergency: text.emergency,
              emergencyPhone: site.emergencyPhone,
              consent: consentTextsIn(site, locale),
            }}
            load="interaction"
          />
        </Card>
      </div>
    </div>
  );
}
