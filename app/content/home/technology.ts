import { z } from "zod";
import data from "/content/home/technology.yaml";
import { parseRecord } from "../bilingual";
import { actionLinkSchema, iconCardSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 9 (SPEC §2): four feature cards, the architecture explanation (collect, AI processing,
// response) and Request Technology Demo; Download Specification opens the printable specification.
const technologySchema = sectionHeadingSchema.extend({
  featuresLabel: textSchema().meta({ label: "Name of the features' row (for screen readers)" }),
  features: z.array(iconCardSchema).length(4),
  architectureTitle: textSchema(),
  architecture: z.array(iconCardSchema).length(3).meta({ label: "How the platform works (steps)" }),
  actions: z.array(actionLinkSchema).length(2).meta({ label: "Buttons" }),
});

export const technologyCollection = {
  name: "home-technology",
  label: "Home: technology",
  file: "content/home/technology.yaml",
  schema: technologySchema,
};

export const technology = parseRecord(technologyCollection.file, data, technologySchema);
