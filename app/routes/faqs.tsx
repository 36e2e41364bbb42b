import { FaqAccordion } from "~/pages/faq/FaqAccordion";
import { FaqJsonLd } from "~/pages/faq/FaqJsonLd";
import { PageShell } from "~/shell/PageShell";
import { ButtonLink } from "~/ui/ButtonLink";
import { Section, SectionHeading } from "~/ui/Section";
import { allFaqs as allFaqsBoth, faqGroups as faqGroupsBoth, faqPage } from "~/content/faqs";
import { CONTACT_PATH } from "~/content/cta-links";
import { localizedPath } from "~/i18n/locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { registryMeta, usePage } from "~/shell/registry-route";
import { fillSiteFactsIn } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";

export const meta = registryMeta;

export default function FaqsPage() {
  const pick = useInLocale();
  const locale = useLocale();
  const site = useSiteConfig();
  // Answers state the company's promises by token ({replyTime}): app/content/site.ts.
  const [allFaqs, faqGroups, faqIntro] = [
    fillSiteFactsIn(pick(allFaqsBoth), site),
    fillSiteFactsIn(pick(faqGroupsBoth), site),
    pick(faqPage),
  ];
  return (
    <PageShell page={usePage()}>
      <FaqJsonLd items={allFaqs} inLanguage={locale} />
      <Section id="faqs" tone="surface">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <div className="lg:sticky lg:top-24">
              <SectionHeading id="faqs" title={faqIntro.heading} intro={faqIntro.text} />
              <ButtonLink to={localizedPath(CONTACT_PATH, locale)} variant="secondary">
                {faqIntro.contactLabel}
              </ButtonLink>
            </div>
          </div>
          <div className="space-y-12 lg:col-span-8">
            {faqGroups.map((group) => (
              <section key={group.id} aria-labelledby={`faq-${group.id}-title`}>
                <h3 id={`faq-${group.id}-title`} className="mb-4 text-xl font-semibold">
                  {group.heading}
                </h3>
                <FaqAccordion items={group.items} />
              </section>
            ))}
          </div>
        </div>
      </Section>
    </PageShell>
  );
}
