import { AboutActions } from "~/pages/about/AboutActions";
import { CompanyIntro } from "~/pages/about/CompanyIntro";
import { ProcessSteps } from "~/pages/about/ProcessSteps";
import { PageShell } from "~/shell/PageShell";
import { IconCardGrid } from "~/ui/IconCardGrid";
import { Section, SectionHeading } from "~/ui/Section";
import { aboutCompany } from "~/content/about";
import { registryMeta, usePage } from "~/shell/registry-route";
import { fillSiteFactsIn } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { useInLocale } from "~/page-context/use-locale";

export const meta = registryMeta;

export default function AboutCompanyPage() {
  const { visionMissionHeading, vision, mission, howWeWork, strengths, cta, ...company } = useInLocale()(aboutCompany);
  // The founding years and the years of work come from the site configuration (docs/decisions/081).
  const intro = fillSiteFactsIn(company.intro, useSiteConfig());
  return (
    <PageShell page={usePage()}>
      <CompanyIntro intro={intro} actions={<AboutActions cta={cta} />} />
      <Section id="vision-mission" tone="surface" className="pt-24 sm:pt-28">
        <SectionHeading id="vision-mission" title={visionMissionHeading} />
        <IconCardGrid items={[vision, mission]} columns={2} />
      </Section>
      <Section id="how-we-work" tone="white">
        <SectionHeading id="how-we-work" title={howWeWork.heading} intro={howWeWork.intro} />
        <ProcessSteps steps={howWeWork.steps} />
      </Section>
      <Section id="strengths" tone="surface">
        <SectionHeading id="strengths" title={strengths.heading} intro={strengths.intro} />
        <IconCardGrid items={strengths.items} columns={3} />
      </Section>
    </PageShell>
  );
}
