import type { ReactNode } from "react";
import { AboutSection } from "~/components/home/AboutSection";
import { ContactSection } from "~/components/home/ContactSection";
import { ProductsSection } from "~/components/home/ProductsSection";
import { ProjectsSection } from "~/components/home/ProjectsSection";
import { ServiceDirectory } from "~/components/home/ServiceDirectory";
import { ServicesSection } from "~/components/home/ServicesSection";
import { VirtualTour } from "~/components/home/VirtualTour";
import { PageShell } from "~/components/layout/PageShell";
import { about } from "~/content/home/about";
import { contactSection } from "~/content/home/contact";
import { productsSection } from "~/content/home/products";
import { projectsSection } from "~/content/home/projects";
import { servicesSection } from "~/content/home/services";
import { registryMeta, usePage } from "~/lib/registry-route";

export const meta = registryMeta;

interface Composition {
  /** The home section whose heading is the page's title: its introduction becomes the banner's subtitle. */
  intro: string;
  body: () => ReactNode;
}

// SPEC §2 route table: each overview page is home sections, reused as they are ("page" variant: the banner
// carries their heading as the page's h1).
const compositions: Record<string, Composition> = {
  "/about": { intro: about.intro, body: () => <AboutSection variant="page" /> },
  "/services": {
    intro: servicesSection.intro,
    body: () => (
      <>
        <ServicesSection variant="page" showViewAll={false} />
        <ServiceDirectory />
      </>
    ),
  },
  "/products": { intro: productsSection.intro, body: () => <ProductsSection variant="page" /> },
  "/projects": {
    intro: projectsSection.intro,
    body: () => (
      <>
        <ProjectsSection variant="page" />
        <VirtualTour />
      </>
    ),
  },
  "/contact": { intro: contactSection.intro, body: () => <ContactSection variant="page" /> },
};

export default function OverviewPage() {
  const page = usePage();
  const composition = compositions[page.path];
  return <PageShell page={composition ? { ...page, subtitle: page.subtitle ?? composition.intro } : page}>{composition?.body()}</PageShell>;
}
