import { ContentImage } from "~/images/components/ContentImage";
import { PageHeroActions, type PageHeroParts } from "~/shell/PageHero";
import type { ServiceRecord } from "~/content/services";
import { markdownParagraphs } from "~/ui/markdown";

/** The opening of a service page, in the page hero: what it is, the two buttons, and the hero image (the page's LCP candidate). */
export function serviceHero(service: ServiceRecord): PageHeroParts {
  const { overview, cta } = service;
  return {
    badge: overview.eyebrow,
    headline: overview.heading,
    paragraphs: markdownParagraphs(overview.body),
    actions: <PageHeroActions quoteTopic={service.slug} quoteLabel={cta.quote} contactLabel={cta.contact} contact="call" />,
    media: <ContentImage image={overview.image} hero tone="dark" />,
  };
}
