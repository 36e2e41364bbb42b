import { AwardList } from "~/components/about/AwardList";
import { PageShell } from "~/components/layout/PageShell";
import { IconCardGrid } from "~/components/ui/IconCardGrid";
import { Section, SectionHeading } from "~/components/ui/Section";
import { aboutAwards } from "~/content/about";
import { registryMeta, usePage } from "~/lib/registry-route";

export const meta = registryMeta;

const { awards, certifications } = aboutAwards;

export default function AboutAwardsPage() {
  return (
    <PageShell page={usePage()}>
      <Section id="awards" tone="white">
        <SectionHeading id="awards" title={awards.heading} intro={awards.intro} />
        <AwardList awards={awards.items} />
      </Section>
      <Section id="certifications" tone="surface">
        <SectionHeading id="certifications" title={certifications.heading} intro={certifications.intro} />
        <IconCardGrid items={certifications.items} columns={3} />
      </Section>
    </PageShell>
  );
}
