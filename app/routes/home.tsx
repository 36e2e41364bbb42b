import { chatProps } from "~/chat/chat-props";
import { ChatWidget } from "~/chat/ChatWidget";
import { AboutSection } from "~/home/AboutSection";
import { ContactSection } from "~/home/ContactSection";
import { HeroSection } from "~/home/HeroSection";
import { ProductsSection } from "~/home/ProductsSection";
import { ProofBand } from "~/home/ProofBand";
import { ProjectsSection } from "~/home/ProjectsSection";
import { SecurityConfigurator } from "~/configurator/SecurityConfigurator";
import { ServicesSection } from "~/home/ServicesSection";
import { StorySection } from "~/home/StorySection";
import { TechnologySection } from "~/home/TechnologySection";
import { TimelineSection } from "~/home/TimelineSection";
import { VirtualTour } from "~/home/VirtualTour";
import { chat } from "~/content/home/chat";
import { configuratorSection } from "~/content/home/configurator";
import { servicesSection } from "~/content/home/services";
import { tour } from "~/content/home/tour";
import { configuratorWording } from "~/content/configurator";
import { consentTextsIn } from "~/content/consent";
import { surveyFormText } from "~/content/site-survey";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { BusinessJsonLd } from "~/seo/BusinessJsonLd";
import { Island } from "~/ui/Island";
import { registryMeta } from "~/shell/registry-route";
import { fillSiteFactsIn } from "~/content/site";

export const meta = registryMeta;

/**
 * SPEC §2: the home page's eleven sections in order, and the chat widget. Dark: hero and technology. The islands get
 * their records in the page's language as props: the browser never loads the other language's copy.
 */
export default function HomePage() {
  const pick = useInLocale();
  const site = useSiteConfig();
  const locale = useLocale();
  const consent = consentTextsIn(site, locale);
  return (
    <>
      <HeroSection />
      <ProofBand />
      <StorySection />
      {/* Below the first screen: styled and laid out only as the visitor scrolls near (app.css). */}
      <div className="render-when-near">
        <AboutSection />
        <Island name="services" component={ServicesSection} props={{ content: pick(servicesSection) }} load="visible" />
        <Island
          name="configurator"
          component={SecurityConfigurator}
          props={{
            section: pick(configuratorSection),
            wording: fillSiteFactsIn(pick(configuratorWording), site),
            consent,
            surveyLabel: pick(surveyFormText).bookLink,
          }}
          load="visible"
        />
        <ProductsSection />
        <Island name="tour" component={VirtualTour} props={{ content: pick(tour) }} load="visible" />
      </div>
      {/* Rendered at once: axe (Lighthouse's audit) misreads the colours of its links while it is skipped. */}
      <ProjectsSection />
      <div className="render-when-near">
        <TechnologySection />
        <TimelineSection />
      </div>
      <ContactSection />
      <Island name="chat" component={ChatWidget} props={chatProps(fillSiteFactsIn(pick(chat), site), site, locale)} load="interaction" />
      <BusinessJsonLd website />
    </>
  );
}
