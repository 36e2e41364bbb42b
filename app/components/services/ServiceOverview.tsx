import { Phone } from "lucide-react";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { ContentImage } from "~/components/ui/ContentImage";
import { ICON_STROKE_WIDTH } from "~/components/ui/icons";
import { type ServiceRecord } from "~/content/services";
import { CONTACT_PATH, quoteHref } from "~/content/cta-links";

/** The opening of a service page: what it is, the two buttons, and the hero image (the page's LCP candidate). */
export function ServiceOverview({ service }: { service: ServiceRecord }) {
  const { overview, cta } = service;
  return (
    <section aria-labelledby="overview-title" className="bg-white py-16 sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">{overview.eyebrow}</p>
          <h2 id="overview-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {overview.heading}
          </h2>
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={quoteHref(service.slug)}>{cta.quote}</ButtonLink>
            <ButtonLink
              to={CONTACT_PATH}
              variant="secondary"
              icon={<Phone aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4" />}
            >
              {cta.contact}
            </ButtonLink>
          </div>
        </div>
        <div className="lg:col-span-6">
          <ContentImage image={overview.image} hero />
        </div>
      </div>
    </section>
  );
}
