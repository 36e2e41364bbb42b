import { z } from "zod";
import data from "/content/home/hero.yaml";
import { parseRecord } from "../bilingual";
import { actionLinkSchema, iconCardSchema, imageSlotSchema, textSchema } from "../types";

// Home section 1 (SPEC §2): headline, slogan, subtitle, two buttons, three feature cards, the hero image.
const heroSchema = z.object({
  badge: textSchema().meta({ label: "Badge ({engineersSince}: the founding year of the engineers' work, from the settings)" }),
  headline: textSchema(),
  slogan: textSchema(),
  subtitle: textSchema(),
  actions: z.array(actionLinkSchema).length(2).meta({ label: "Buttons" }),
  featuresLabel: textSchema().meta({ label: "Name of the feature cards' row (for screen readers)" }),
  features: z.array(iconCardSchema).length(3).meta({ label: "Feature cards" }),
  image: imageSlotSchema,
});

export const heroCollection = { name: "home-hero", label: "Home: hero", file: "content/home/hero.yaml", schema: heroSchema };

export const hero = parseRecord(heroCollection.file, data, heroSchema);
