import type { ReactNode } from "react";
import { AboutSection } from "~/home/AboutSection";
import { AboutPageLinks } from "~/pages/about/AboutPageLinks";
import { ContactSection } from "~/home/ContactSection";
import { ProductsSection } from "~/home/ProductsSection";
import { ProjectsSection } from "~/home/ProjectsSection";
import { ServiceDirectory } from "~/home/ServiceDirectory";
import { ServicesSection } from "~/home/ServicesSection";
import { VirtualTour } from "~/home/VirtualTour";
import { PageShell } from "~/shell/PageShell";
import { Island } from "~/ui/Island";
import { about } from "~/content/home/about";
import { contactSection } from "~/content/home/contact";
import { productsSection } from "~/content/home/products";
import { projectsSection } from "~/content/home/projects";
import { servicesSection } from "~/content/home/services";
import { registryMeta, usePage } from "~/shell/registry-route";
import { useLocalize } from "~/page-context/use-locale";

export const meta = registryMeta;

interface Composition {
  /** The home section whose heading is the page's title: its introduction becomes the banner's subtitle. */
  intro: string;
  body: () => ReactNode;
}

// SPEC §2 route table: each overview page is home sections, reused as they are ("page" variant: the banner
// carries their heading as the page's h1).
const compositions: Record<string, Composition> = {
  "/about": {
    intro: about.intro,
    body: () => (
      <>
        <AboutSection variant="page" />
        <AboutPageLinks />
      </>
    ),
  },
  "/services": {
    intro: servicesSection.intro,
    body: () => (
      <>
        <Island name="services" component={ServicesSection} props={{ variant: "page", showViewAll: false }} load="visible" />
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
        <Island name="tour" component={VirtualTour} props={{}} load="visible" />
      </>
    ),
  },
  "/contact": { intro: contactSection.intro, body: () => <ContactSection variant="page" /> },
};

export default function OverviewPage() {
  const page = usePage();
  const composition = compositions[page.path];
  const intro = useLocalize()(composition?.intro);
  return <PageShell page={composition ? { ...page, subtitle: page.subtitle ?? intro } : page}>{composition?.body()}</PageShell>;
}
