import { z } from "zod";
import data from "/content/home/story.yaml";
import { parseRecord } from "../bilingual";
import { iconSchema, statSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 2 (SPEC §2): 'Future of Security', six cards with three marketing stats each. A stat that is a
// word ("AI", "One", "Every") is no figure: it is said as a short point instead (issue 15), so each card has three
// facts in all, figures first.
const storyCardSchema = z.object({
  icon: iconSchema,
  title: textSchema(),
  description: textSchema(),
  stats: z.array(statSchema).meta({ label: "Figures" }),
  points: z.array(textSchema()).meta({ label: "Points (facts that are words, not figures)" }),
});

const storySchema = sectionHeadingSchema.extend({
  cards: z.array(storyCardSchema).length(6),
});

export const storyCollection = {
  name: "home-story",
  label: "Home: the future of security",
  file: "content/home/story.yaml",
  schema: storySchema,
};

export const story = parseRecord(storyCollection.file, data, storySchema);
