import { z } from "zod";
import data from "/content/home/configurator.yaml";
import { parseRecord } from "../bilingual";
import { sectionHeadingSchema } from "../types";

// Home section 5 (SPEC §2 'Security configurator'): its heading. The configurator's own wording (items, building
// types, what a quote includes) is app/content/configurator.ts; prices and the calculation are app/quote-model/.
const configuratorSectionSchema = sectionHeadingSchema;
export type ConfiguratorSectionContent = z.output<typeof configuratorSectionSchema>;

export const configuratorSectionCollection = {
  name: "home-configurator",
  label: "Home: configurator heading",
  file: "content/home/configurator.yaml",
  schema: configuratorSectionSchema,
};

export const configuratorSection = parseRecord(configuratorSectionCollection.file, data, configuratorSectionSchema);
