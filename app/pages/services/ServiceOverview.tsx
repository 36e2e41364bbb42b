import { Phone } from "lucide-react";
import { ContentImage } from "~/images/components/ContentImage";
import { ButtonLink } from "~/ui/ButtonLink";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import { IntroWithImage } from "~/ui/IntroWithImage";
import { CONTACT_PATH, quoteHref } from "~/content/cta-links";
import { type ServiceRecord } from "~/content/services";

/** The opening of a service page: what it is, the two buttons, and the hero image (the page's LCP candidate). */
export function ServiceOverview({ service }: { service: ServiceRecord }) {
  const { overview, cta } = service;
  return (
    <IntroWithImage intro={overview} id="overview" image={<ContentImage image={overview.image} hero />}>
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
    </IntroWithImage>
  );
}
