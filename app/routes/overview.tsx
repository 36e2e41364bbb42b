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
import type { Bilingual } from "~/content/bilingual";
import { about } from "~/content/home/about";
import { contactSection } from "~/content/home/contact";
import { productsSection } from "~/content/home/products";
import { projectsSection } from "~/content/home/projects";
import { servicesSection } from "~/content/home/services";
import { tour } from "~/content/home/tour";
import { registryMeta, usePage } from "~/shell/registry-route";
import { useInLocale } from "~/page-context/use-locale";

export const meta = registryMeta;

type InLocale = ReturnType<typeof useInLocale>;

interface Composition {
  /** The home section whose heading is the page's title: its introduction becomes the banner's subtitle. */
  section: Bilingual<{ intro: string }>;
  /** The page's body; islands get their records in the page's language through `pick`. */
  body: (pick: InLocale) => ReactNode;
}

// SPEC §2 route table: each overview page is home sections, reused as they are ("page" variant: the banner
// carries their heading as the page's h1).
const compositions: Record<string, Composition> = {
  "/about": {
    section: about,
    body: () => (
      <>
        <AboutSection variant="page" />
        <AboutPageLinks />
      </>
    ),
  },
  "/services": {
    section: servicesSection,
    body: (pick) => (
      <>
        <Island
          name="services"
          component={ServicesSection}
          props={{ content: pick(servicesSection), variant: "page", showViewAll: false }}
          load="visible"
        />
        <ServiceDirectory />
      </>
    ),
  },
  "/products": { section: productsSection, body: () => <ProductsSection variant="page" /> },
  "/projects": {
    section: projectsSection,
    body: (pick) => (
      <>
        <ProjectsSection variant="page" />
        <Island name="tour" component={VirtualTour} props={{ content: pick(tour) }} load="visible" />
      </>
    ),
  },
  "/contact": { section: contactSection, body: () => <ContactSection variant="page" /> },
};

export default function OverviewPage() {
  const page = usePage();
  const composition = compositions[page.path];
  const pick = useInLocale();
  return (
    <PageShell page={composition ? { ...page, subtitle: page.subtitle ?? pick(composition.section).intro } : page}>
      {composition?.body(pick)}
    </PageShell>
  );
}
