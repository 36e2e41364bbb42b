import { AwardList } from "~/pages/about/AwardList";
import { PageShell } from "~/shell/PageShell";
import { IconCardGrid } from "~/ui/IconCardGrid";
import { Section, SectionHeading } from "~/ui/Section";
import { aboutAwards, namedAwards } from "~/content/about";
import { registryMeta, usePage } from "~/shell/registry-route";
import { useSiteConfig } from "~/page-context/use-site-config";
import { useInLocale, useLocale } from "~/page-context/use-locale";

export const meta = registryMeta;

/** Certifications held, then the awards whose awarding body the site configuration names. */
export default function AboutAwardsPage() {
  const locale = useLocale();
  const { awards, certifications } = useInLocale()(aboutAwards);
  const { awardingBodies } = useSiteConfig();
  const named = namedAwards({ en: aboutAwards.en.awards.items, ar: aboutAwards.ar.awards.items }, locale, awardingBodies);
  return (
    <PageShell page={usePage()}>
      <Section id="certifications" tone="white">
        <SectionHeading id="certifications" title={certifications.heading} intro={certifications.intro} />
        <IconCardGrid items={certifications.items} columns={3} />
      </Section>
      {named.length > 0 && (
        <Section id="awards" tone="surface">
          <SectionHeading id="awards" title={awards.heading} intro={awards.intro} />
          <AwardList awards={named} />
        </Section>
      )}
    </PageShell>
  );
}
