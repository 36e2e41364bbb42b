import { TeamGrid } from "~/pages/about/TeamGrid";
import { PageShell } from "~/shell/PageShell";
import { IconCardGrid } from "~/ui/IconCardGrid";
import { Section, SectionHeading } from "~/ui/Section";
import { StatList } from "~/ui/StatList";
import { aboutLeadership } from "~/content/about";
import { registryMeta, usePage } from "~/shell/registry-route";
import { fillSiteFacts, fillSiteFactsIn } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { useInLocale } from "~/page-context/use-locale";

export const meta = registryMeta;

export default function AboutLeadershipPage() {
  const site = useSiteConfig();
  const { intro, stats, executives, departments, commitment } = fillSiteFactsIn(useInLocale()(aboutLeadership), site);
  // The page has no picture: its three figures stand beside the introduction in the hero (decision 092).
  const hero = {
    headline: intro.heading,
    paragraphs: [fillSiteFacts(intro.text, site)],
    media: <StatList stats={stats} tone="dark" size="lg" framed />,
  };
  return (
    <PageShell page={usePage()} hero={hero}>
      <Section id="executives" tone="white">
        <SectionHeading id="executives" title={executives.heading} />
        <TeamGrid members={executives.members} columns={3} />
      </Section>
      <Section id="departments" tone="surface">
        <SectionHeading id="departments" title={departments.heading} />
        <TeamGrid members={departments.members} columns={4} />
      </Section>
      <Section id="commitment" tone="white">
        <SectionHeading id="commitment" title={commitment.heading} />
        <IconCardGrid items={commitment.items} columns={3} />
      </Section>
    </PageShell>
  );
}
