import { ContentImage } from "~/images/components/ContentImage";
import { PageHeroActions, type PageHeroParts } from "~/shell/PageHero";
import type { IndustryRecord } from "~/content/industries";
import { markdownParagraphs } from "~/ui/markdown";

/** The industry hero of the spec, in the page hero: badge, headline, introduction, four highlights and the two buttons, beside the hero image (the page's LCP candidate). */
export function industryHero(industry: IndustryRecord): PageHeroParts {
  const { hero } = industry;
  return {
    badge: hero.badge,
    headline: hero.headline,
    paragraphs: markdownParagraphs(hero.intro),
    points: hero.highlights,
    actions: <PageHeroActions quoteTopic={industry.slug} quoteLabel={hero.primaryCta} contactLabel={hero.secondaryCta} contact="survey" />,
    media: <ContentImage image={hero.image} hero tone="dark" />,
  };
}
