import { Lightbulb } from "lucide-react";
import { Card } from "~/ui/Card";
import { ContentImage } from "~/images/components/ContentImage";
import { FeatureList } from "~/ui/FeatureList";
import { IconTile } from "~/ui/Icon";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import { Section, SectionHeading } from "~/ui/Section";
import { industryLabels as industryLabelsRecord, type IndustryRecord } from "~/content/industries";
import { useInLocale } from "~/page-context/use-locale";

/** Four challenge cards, each ending in its "Our Solution:" box. */
export function ChallengesSection({ challenges }: { challenges: IndustryRecord["challenges"] }) {
  const industryLabels = useInLocale()(industryLabelsRecord);
  return (
    <Section id="challenges" tone="surface">
      <SectionHeading id="challenges" eyebrow={industryLabels.challengesEyebrow} title={challenges.heading} intro={challenges.intro} />
      <ul className="grid gap-6 md:grid-cols-2">
        {challenges.items.map((challenge) => (
          <Card as="li" key={challenge.title} className="flex flex-col">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <IconTile name={challenge.icon} />
              <div>
                <h3 className="text-lg font-semibold">{challenge.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{challenge.description}</p>
              </div>
            </div>
            <div className="mt-5 rounded-card border-s-4 border-accent-500 bg-accent-500/10 p-4">
              <p className="flex items-center gap-2 text-sm font-semibold text-accent-700">
                <Lightbulb aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4" />
                {industryLabels.ourSolution}
              </p>
              <p className="mt-1 text-ink">{challenge.solution}</p>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** Four solution cards with four features each. */
export function SolutionsSection({ solutions }: { solutions: IndustryRecord["solutions"] }) {
  const industryLabels = useInLocale()(industryLabelsRecord);
  return (
    <Section id="solutions" tone="white">
      <SectionHeading id="solutions" eyebrow={industryLabels.solutionsEyebrow} title={solutions.heading} intro={solutions.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {solutions.items.map((solution) => (
          <Card as="li" key={solution.title}>
            <IconTile name={solution.icon} />
            <h3 className="mt-4 text-lg font-semibold">{solution.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{solution.description}</p>
            <FeatureList items={solution.features} className="mt-5 border-t border-slate-200 pt-5 text-sm" />
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** Three technology points beside an image; the record decides which side the image takes. */
export function TechnologySection({ technology }: { technology: IndustryRecord["technology"] }) {
  const industryLabels = useInLocale()(industryLabelsRecord);
  return (
    <Section id="technology" tone="deep">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="technology"
            eyebrow={industryLabels.technologyEyebrow}
            title={technology.heading}
            intro={technology.intro}
            tone="dark"
          />
          <ul className="space-y-6">
            {technology.points.map((point) => (
              <li key={point.title} className="flex items-start gap-4">
                <IconTile name={point.icon} tone="dark" />
                <div>
                  <h3 className="text-lg font-semibold">{point.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-300">{point.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div data-image-side={technology.imageSide} className={technology.imageSide === "start" ? "lg:order-first" : undefined}>
          <ContentImage image={technology.image} />
        </div>
      </div>
    </Section>
  );
}
