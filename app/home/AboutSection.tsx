import { about as aboutRecord } from "~/content/home/about";
import { fillSiteFactsIn } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { useInLocale } from "~/page-context/use-locale";
import { Icon } from "~/ui/Icon";
import { MoreLink } from "./MoreLink";
import { Heading, Section, innerHeading, type SectionVariant } from "~/ui/Section";
import { StatList } from "~/ui/StatList";

/** Home section 3 and the body of /about: a centred statement over mission, vision and the figures side by side. */
export function AboutSection({ variant = "section" }: { variant?: SectionVariant }) {
  const cardHeadingTag = innerHeading(variant, 1);
  const about = fillSiteFactsIn(useInLocale()(aboutRecord), useSiteConfig());
  return (
    <Section id={about.id} heading={{ ...about, align: "center" }} tone="surface" variant={variant} spacing="compact">
      <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:grid-cols-3">
        {about.pillars.map((pillar) => (
          <div key={pillar.title}>
            <Heading as={cardHeadingTag} className="flex items-center gap-2 text-xl font-semibold">
              <Icon name={pillar.icon} className="size-5 text-accent-700" />
              {pillar.title}
            </Heading>
            <p className="mt-2 leading-relaxed text-ink-muted">{pillar.text}</p>
          </div>
        ))}
        <StatList
          stats={about.stats}
          size="lg"
          className="grid-cols-2 gap-6 border-y border-slate-300 py-5 text-center sm:grid-cols-4 md:col-span-2 lg:col-span-1 lg:grid-cols-2 lg:border-y-0 lg:border-s lg:py-0 lg:ps-10"
        />
      </div>
      <p className="mt-4 text-center">
        <MoreLink to={about.moreLink.to} label={about.moreLink.label} />
      </p>
    </Section>
  );
}
