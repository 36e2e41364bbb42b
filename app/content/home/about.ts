import { z } from "zod";
import data from "/content/home/about.yaml";
import { parseRecord } from "../bilingual";
import { iconSchema, sectionHeadingSchema, statSchema, textLinkSchema, textSchema } from "../types";

// Home section 3 and the /about overview page (SPEC §2): mission and vision. One founding story (docs/decisions/081):
// the {tokens} are filled from the site configuration's founding facts and proof figures (fillSiteFacts).
const aboutSchema = sectionHeadingSchema.extend({
  eyebrow: textSchema().meta({ label: "Eyebrow ({engineersSince}: from the settings)" }),
  intro: textSchema().meta({ label: "Introduction ({engineersSince}, {incorporated}: from the settings)" }),
  pillars: z
    .array(z.object({ icon: iconSchema, title: textSchema(), text: textSchema() }))
    .length(2)
    .meta({ label: "Mission and vision" }),
  stats: z.array(statSchema).length(4).meta({ label: "Figures ({clients}, {years}, {teamSize}: from the settings)" }),
  moreLink: textLinkSchema,
});

export const aboutCollection = { name: "home-about", label: "Home: about", file: "content/home/about.yaml", schema: aboutSchema };

export const about = parseRecord(aboutCollection.file, data, aboutSchema);
