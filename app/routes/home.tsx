import { ChatWidget } from "~/components/chat/ChatWidget";
import { AboutSection } from "~/components/home/AboutSection";
import { ContactSection } from "~/components/home/ContactSection";
import { HeroSection } from "~/components/home/HeroSection";
import { ProductsSection } from "~/components/home/ProductsSection";
import { ProjectsSection } from "~/components/home/ProjectsSection";
import { SecurityConfigurator } from "~/components/home/SecurityConfigurator";
import { ServicesSection } from "~/components/home/ServicesSection";
import { StorySection } from "~/components/home/StorySection";
import { TechnologySection } from "~/components/home/TechnologySection";
import { TimelineSection } from "~/components/home/TimelineSection";
import { VirtualTour } from "~/components/home/VirtualTour";
import { BusinessJsonLd } from "~/components/seo/BusinessJsonLd";
import { registryMeta } from "~/lib/registry-route";

export const meta = registryMeta;

/** SPEC §2: the home page's eleven sections in order, and the chat widget. Dark: hero and technology. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <StorySection />
      <AboutSection />
      <ServicesSection />
      <SecurityConfigurator />
      <ProductsSection />
      <VirtualTour />
      <ProjectsSection />
      <TechnologySection />
      <TimelineSection />
      <ContactSection />
      <ChatWidget />
      <BusinessJsonLd website />
    </>
  );
}
