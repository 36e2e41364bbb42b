import { AwardList } from "~/pages/about/AwardList";
import { PageShell } from "~/shell/PageShell";
import { IconCardGrid } from "~/ui/IconCardGrid";
import { Section, SectionHeading } from "~/ui/Section";
import { aboutAwards } from "~/content/about";
import { registryMeta, usePage } from "~/shell/registry-route";

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
