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
import { BusinessJsonLd } from "~/seo/BusinessJsonLd";
import { Island } from "~/ui/Island";
import { registryMeta } from "~/shell/registry-route";

export const meta = registryMeta;

/** SPEC §2: the home page's eleven sections in order, and the chat widget. Dark: hero and technology. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <ProofBand />
      <StorySection />
      {/* Below the first screen: styled and laid out only as the visitor scrolls near (app.css). */}
      <div className="render-when-near">
        <AboutSection />
        <Island name="services" component={ServicesSection} props={{}} load="visible" />
        <Island name="configurator" component={SecurityConfigurator} props={{}} load="visible" />
        <ProductsSection />
        <Island name="tour" component={VirtualTour} props={{}} load="visible" />
      </div>
      {/* Rendered at once: axe (Lighthouse's audit) misreads the colours of its links while it is skipped. */}
      <ProjectsSection />
      <div className="render-when-near">
        <TechnologySection />
        <TimelineSection />
      </div>
      <ContactSection />
      <Island name="chat" component={ChatWidget} props={{}} load="interaction" />
      <BusinessJsonLd website />
    </>
  );
}
