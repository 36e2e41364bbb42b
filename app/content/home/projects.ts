import { z } from "zod";
import data from "/content/home/projects.yaml";
import { parseRecord } from "../bilingual";
import { iconSchema, statSchema, textLinkSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 8 and /projects (SPEC §2): the section's texts, the achievements and the awards row; the projects it
// shows are ./home-projects.ts. The achievements' {tokens} are the site configuration's proof figures (fillSiteFacts).
const projectsSectionSchema = sectionHeadingSchema.extend({
  caseStudiesLink: textLinkSchema,
  achievementsTitle: textSchema().meta({ label: "Achievements title (for screen readers)" }),
  achievements: z
    .array(statSchema)
    .length(4)
    .meta({ label: "Achievements ({projects}, {clients}, {teamSize}, {satisfaction}: from the settings; no other figure)" }),
  awardsTitle: textSchema(),
  awards: z
    .array(
      z.object({ icon: iconSchema, title: textSchema().meta({ label: "Title ({clients}: from the settings)" }), detail: textSchema() }),
    )
    .length(3),
  awardsLink: textLinkSchema,
});

export const projectsSectionCollection = {
  name: "home-projects",
  label: "Home: projects",
  file: "content/home/projects.yaml",
  schema: projectsSectionSchema,
};

export const projectsSection = parseRecord(projectsSectionCollection.file, data, projectsSectionSchema);
