import { Phone } from "lucide-react";
import { ContentImage } from "~/images/components/ContentImage";
import type { PageHeroParts } from "~/shell/PageHero";
import { ButtonLink } from "~/ui/ButtonLink";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import { CONTACT_PATH, quoteHref } from "~/content/cta-links";
import { type ServiceRecord } from "~/content/services";

/** The opening of a service page, in the page hero: what it is, the two buttons, and the hero image (the page's LCP candidate). */
export function serviceHero(service: ServiceRecord): PageHeroParts {
  const { overview, cta } = service;
  return {
    badge: overview.eyebrow,
    headline: overview.heading,
    paragraphs: overview.paragraphs,
    actions: (
      <>
        <ButtonLink to={quoteHref(service.slug)}>{cta.quote}</ButtonLink>
        <ButtonLink
          to={CONTACT_PATH}
          variant="secondary"
          tone="dark"
          icon={<Phone aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4" />}
        >
          {cta.contact}
        </ButtonLink>
      </>
    ),
    media: <ContentImage image={overview.image} hero tone="dark" />,
  };
}
