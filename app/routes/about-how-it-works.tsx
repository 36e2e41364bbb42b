import { ProcessSteps } from "~/pages/about/ProcessSteps";
import { ProjectTimeline } from "~/pages/about/ProjectTimeline";
import { PageShell } from "~/shell/PageShell";
import { Section, SectionHeading } from "~/ui/Section";
import { aboutHowItWorks } from "~/content/about";
import { registryMeta, usePage } from "~/shell/registry-route";
import { useInLocale } from "~/page-context/use-locale";

export const meta = registryMeta;

export default function AboutHowItWorksPage() {
  const { steps, timeline } = useInLocale()(aboutHowItWorks);
  return (
    <PageShell page={usePage()}>
      <Section id="steps" tone="white">
        <SectionHeading id="steps" title={steps.heading} intro={steps.intro} />
        <ProcessSteps steps={steps.items} columns={3} />
      </Section>
      <Section id="timeline" tone="deep">
        <SectionHeading id="timeline" title={timeline.heading} intro={timeline.intro} tone="dark" />
        <ProjectTimeline summary={timeline.summary} phases={timeline.phases} />
      </Section>
    </PageShell>
  );
}
