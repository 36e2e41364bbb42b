import { z } from "zod";
import data from "/content/home/services.yaml";
import { parseRecord } from "../bilingual";
import { actionLinkSchema, iconSchema, imageSlotSchema, sitePathSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 4 and the /services overview page (SPEC §2): four selectable cards; the selected one shows
// its four features and Learn More; the image and caption change with it.
const homeServiceSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .meta({ i18n: "duplicate", label: "Id" }),
  icon: iconSchema,
  title: textSchema(),
  description: textSchema(),
  features: z.array(textSchema()).length(4),
  /** The matching service page (docs/decisions/010-open-buttons.md). */
  learnMore: sitePathSchema.meta({ label: "Learn More leads to" }),
  image: imageSlotSchema,
  caption: textSchema(),
});

const servicesSectionSchema = sectionHeadingSchema.extend({
  chooserLabel: textSchema().meta({ label: "Name of the choice (for screen readers)" }),
  services: z.array(homeServiceSchema).length(4),
  learnMoreLabel: textSchema(),
  actions: z.array(actionLinkSchema).length(2).meta({ label: "Buttons (the second one leads to /services)" }),
  directoryTitle: textSchema().meta({ label: "/services only: title of the list of every service page" }),
  directoryIntro: textSchema().meta({ label: "/services only: introduction of that list" }),
});
export type ServicesSectionContent = z.output<typeof servicesSectionSchema>;

export const servicesSectionCollection = {
  name: "home-services",
  label: "Home: services",
  file: "content/home/services.yaml",
  schema: servicesSectionSchema,
};

export const servicesSection = parseRecord(servicesSectionCollection.file, data, servicesSectionSchema);
