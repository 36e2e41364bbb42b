import type { ReactNode } from "react";
import { FeatureList } from "~/ui/FeatureList";
import { IconCardGrid } from "~/ui/IconCardGrid";
import { Section, SectionHeading, type SectionTone } from "~/ui/Section";
import { StatGrid } from "~/ui/StatGrid";
import { serviceLabels, type ServiceRecord } from "~/content/services";
import { ServiceJsonLd } from "./ServiceJsonLd";
import { ServiceOverview } from "./ServiceOverview";
import { CameraTypeGrid, IndustryChips, PackageGrid, SpecificationList } from "./ServiceSections";

interface Block {
  id: string;
  heading: string;
  intro?: string;
  body: ReactNode;
}

/** The sections a record carries, in page order: fixed ones (features, benefits) and the optional ones. */
function serviceBlocks(service: ServiceRecord): Block[] {
  const { methods, features, cameraTypes, packages, specifications, industriesServed, benefits } = service;
  const blocks: (Block | false | undefined)[] = [
    methods && { id: "methods", heading: methods.heading, intro: methods.intro, body: <IconCardGrid items={methods.items} columns={4} /> },
    { id: "features", heading: features.heading, intro: features.intro, body: <IconCardGrid items={features.items} columns={3} /> },
    cameraTypes && { id: "camera-types", heading: cameraTypes.heading, intro: cameraTypes.intro, body: <CameraTypeGrid items={cameraTypes.items} /> },
    packages && {
      id: "packages",
      heading: packages.heading,
      intro: packages.intro,
      body: <PackageGrid items={packages.items} serviceSlug={service.slug} />,
    },
    specifications && {
      id: "specifications",
      heading: specifications.heading,
      intro: specifications.intro,
      body: <SpecificationList items={specifications.items} />,
    },
    industriesServed && {
      id: "industries-served",
      heading: industriesServed.heading,
      intro: industriesServed.intro,
      body: <IndustryChips items={industriesServed.items} />,
    },
    {
      id: "benefits",
      heading: benefits.heading,
      intro: benefits.intro,
      body: <FeatureList items={benefits.items} columns={2} className="text-lg" />,
    },
  ];
  return blocks.filter((block): block is Block => Boolean(block));
}

/** The one template of all twelve service pages. */
export function ServiceTemplate({ service }: { service: ServiceRecord }) {
  return (
    <>
      <ServiceJsonLd service={service} />
      <ServiceOverview service={service} />
      {service.claims && (
        <Section id="claims" tone="dark" className="py-12 sm:py-14">
          <h2 id="claims-title" className="sr-only">
            {serviceLabels.claimsHeading}
          </h2>
          <StatGrid items={service.claims} />
        </Section>
      )}
      {serviceBlocks(service).map((block, index) => {
        const tone: SectionTone = index % 2 === 0 ? "surface" : "white";
        return (
          <Section key={block.id} id={block.id} tone={tone}>
            <SectionHeading id={block.id} title={block.heading} intro={block.intro} tone={tone} />
            {block.body}
          </Section>
        );
      })}
    </>
  );
}
