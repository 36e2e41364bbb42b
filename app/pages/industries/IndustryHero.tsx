import { CircleCheck, Phone, ShieldCheck } from "lucide-react";
import { ButtonLink } from "~/ui/ButtonLink";
import { ContentImage } from "~/images/components/ContentImage";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { IndustryRecord } from "~/content/industries";
import { CONTACT_PATH, quoteHref } from "~/content/cta-links";

/** Badge, headline, introduction, four highlights and the two buttons, beside the hero image (the page's LCP candidate). */
export function IndustryHero({ industry }: { industry: IndustryRecord }) {
  const { hero } = industry;
  return (
    <section aria-labelledby="hero-title" className="bg-white py-16 sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-12">
        <div className="lg:col-span-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-700/25 bg-accent-500/10 px-3 py-1 text-sm font-semibold text-accent-700">
            <ShieldCheck aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4" />
            {hero.badge}
          </p>
          <h2 id="hero-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {hero.headline}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">{hero.intro}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2.5 font-medium">
                <CircleCheck aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-5 shrink-0 text-accent-700" />
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={quoteHref(industry.slug)}>{hero.primaryCta}</ButtonLink>
            <ButtonLink
              to={CONTACT_PATH}
              variant="secondary"
              icon={<Phone aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4" />}
            >
              {hero.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <div className="lg:col-span-6">
          <ContentImage image={hero.image} hero />
        </div>
      </div>
    </section>
  );
}
