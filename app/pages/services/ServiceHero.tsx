import { ContentImage } from "~/images/components/ContentImage";
import { PageHeroActions, type PageHeroParts } from "~/shell/PageHero";
import { type ServiceRecord } from "~/content/services";

/** The opening of a service page, in the page hero: what it is, the two buttons, and the hero image (the page's LCP candidate). */
export function serviceHero(service: ServiceRecord): PageHeroParts {
  const { overview, cta } = service;
  return {
    badge: overview.eyebrow,
    headline: overview.heading,
    paragraphs: overview.paragraphs,
    actions: <PageHeroActions quoteTopic={service.slug} quoteLabel={cta.quote} contactLabel={cta.contact} />,
    media: <ContentImage image={overview.image} hero tone="dark" />,
  };
}
