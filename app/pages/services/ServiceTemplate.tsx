import type { ReactNode } from "react";
import { FeatureList } from "~/ui/FeatureList";
import { IconCardGrid } from "~/ui/IconCardGrid";
import { Section, type SectionTone } from "~/ui/Section";
import { StatList } from "~/ui/StatList";
import { serviceLabels as serviceLabelsRecord, type ServiceRecord } from "~/content/services";
import { useInLocale } from "~/page-context/use-locale";
import type { SectionText } from "~/content/types";
import { ServiceQuestions } from "~/pages/faq/ServiceQuestions";
import { ServiceJsonLd } from "./ServiceJsonLd";
import { CameraTypeGrid, IndustryChips, PackageGrid, SpecificationList } from "./ServiceSections";

interface Block extends SectionText {
  id: string;
  body: ReactNode;
}

const block = (id: string, text: { heading: string; intro?: string }, body: ReactNode): Block => ({
  id,
  title: text.heading,
  intro: text.intro,
  body,
});

/** The sections a record carries, in page order: fixed ones (features, benefits) and the optional ones. */
function serviceBlocks(service: ServiceRecord): Block[] {
  const { methods, features, cameraTypes, packages, specifications, industriesServed, benefits } = service;
  const blocks: (Block | undefined)[] = [
    methods && block("methods", methods, <IconCardGrid items={methods.items} columns={4} />),
    block("features", features, <IconCardGrid items={features.items} columns={3} />),
    cameraTypes && block("camera-types", cameraTypes, <CameraTypeGrid items={cameraTypes.items} />),
    packages && block("packages", packages, <PackageGrid items={packages.items} serviceSlug={service.slug} />),
    specifications && block("specifications", specifications, <SpecificationList items={specifications.items} />),
    industriesServed && block("industries-served", industriesServed, <IndustryChips items={industriesServed.items} />),
    block("benefits", benefits, <FeatureList items={benefits.items} columns={2} className="text-lg" />),
  ];
  return blocks.filter((entry) => entry !== undefined);
}

/** The one template of all twelve service pages, below the page hero (serviceHero). */
export function ServiceTemplate({ service }: { service: ServiceRecord }) {
  const serviceLabels = useInLocale()(serviceLabelsRecord);
  const blocks = serviceBlocks(service);
  return (
    <>
      <ServiceJsonLd service={service} />
      {service.claims && (
        // Light, like the home page's proof band: a dark band right under the dark hero would read as a second hero.
        <Section id="claims" tone="white" className="py-12 sm:py-14">
          <h2 id="claims-title" className="sr-only">
            {serviceLabels.claimsHeading}
          </h2>
          <StatList stats={service.claims} size="xl" framed />
        </Section>
      )}
      {blocks.map((block, index) => {
        const tone: SectionTone = index % 2 === 0 ? "surface" : "white";
        return (
          <Section key={block.id} id={block.id} tone={tone} heading={block}>
            {block.body}
          </Section>
        );
      })}
      <ServiceQuestions serviceSlug={service.slug} tone={blocks.length % 2 === 0 ? "surface" : "white"} />
    </>
  );
}
