import { faqPage, faqsOfService } from "~/content/faqs";
import { fillSiteFactsIn } from "~/content/site";
import { useInLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { Section, type SectionTone } from "~/ui/Section";
import { FaqAccordion } from "./FaqAccordion";

/**
 * The questions of the FAQs page that name this service (their `services` field), at the end of its page. No
 * FAQPage data here: a question is marked up once for the whole site, on /resources/faqs, which lists them all.
 */
export function ServiceQuestions({ serviceSlug, tone }: { serviceSlug: string; tone: SectionTone }) {
  const pick = useInLocale();
  const items = fillSiteFactsIn(pick(faqsOfService(serviceSlug)), useSiteConfig());
  if (items.length === 0) return null;
  return (
    <Section id="questions" tone={tone} heading={{ title: pick(faqPage).serviceHeading }}>
      <div className="max-w-4xl">
        <FaqAccordion items={items} anchorPrefix="question-" />
      </div>
    </Section>
  );
}
