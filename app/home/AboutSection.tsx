import { ArrowRight } from "lucide-react";
import { Card } from "~/ui/Card";
import { about } from "~/content/home/about";
import { IconTile } from "~/ui/Icon";
import { Heading, Section, innerHeading, type SectionVariant } from "~/ui/Section";
import { StatList } from "~/ui/StatList";

/** Home section 3 and the body of /about: mission and vision, with the home page's figures. */
export function AboutSection({ variant = "section" }: { variant?: SectionVariant }) {
  const cardHeadingTag = innerHeading(variant, 1);
  return (
    <Section id={about.id} heading={about} spacing="large" tone="surface" variant={variant}>
      <div className="grid gap-6 md:grid-cols-2">
        {about.pillars.map((pillar) => (
          <Card key={pillar.title}>
            <IconTile name={pillar.icon} />
            <Heading as={cardHeadingTag} className="mt-5 text-xl font-semibold">
              {pillar.title}
            </Heading>
            <p className="mt-3 leading-relaxed text-ink-muted">{pillar.text}</p>
          </Card>
        ))}
      </div>
      <StatList
        stats={about.stats}
        size="lg"
        className="mt-10 grid-cols-2 gap-6 rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-4"
      />
      <a
        href={about.moreLink.to}
        className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
      >
        {about.moreLink.label}
        <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </a>
    </Section>
  );
}
