import { Phone } from "lucide-react";
import { ContentImage } from "~/images/components/ContentImage";
import type { PageHeroParts } from "~/shell/PageHero";
import { ButtonLink } from "~/ui/ButtonLink";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { IndustryRecord } from "~/content/industries";
import { CONTACT_PATH, quoteHref } from "~/content/cta-links";

/** The industry hero of the spec, in the page hero: badge, headline, introduction, four highlights and the two buttons, beside the hero image (the page's LCP candidate). */
export function industryHero(industry: IndustryRecord): PageHeroParts {
  const { hero } = industry;
  return {
    badge: hero.badge,
    headline: hero.headline,
    paragraphs: [hero.intro],
    points: hero.highlights,
    actions: (
      <>
        <ButtonLink to={quoteHref(industry.slug)}>{hero.primaryCta}</ButtonLink>
        <ButtonLink
          to={CONTACT_PATH}
          variant="secondary"
          tone="dark"
          icon={<Phone aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4" />}
        >
          {hero.secondaryCta}
        </ButtonLink>
      </>
    ),
    media: <ContentImage image={hero.image} hero tone="dark" />,
  };
}
