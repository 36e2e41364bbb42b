import { z } from "zod";
import data from "/content/home/projects.yaml";
import { parseRecord } from "../bilingual";
import { caseStudies, caseStudyPlace, caseStudySector, type ProjectStatus } from "../case-studies";
import { anchorSchema, iconSchema, statSchema, textLinkSchema, textSchema, type ImageSlot, type Stat } from "../types";

// Home section 8 and /projects (SPEC §2, §3 project showcase entry): the section's record (its texts, the
// achievements and the awards row) and the projects of app/content/case-studies.ts marked for the home page. The
// achievements' {tokens} are the site configuration's proof figures (fillSiteFacts).
const projectsSectionSchema = z.object({
  id: anchorSchema,
  eyebrow: textSchema(),
  title: textSchema(),
  intro: textSchema(),
  caseStudiesLink: textLinkSchema,
  achievementsTitle: textSchema().meta({ label: "Achievements title (for screen readers)" }),
  achievements: z.array(statSchema).length(4).meta({ label: "Achievements ({projects}, {satisfaction}: from the settings)" }),
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

interface ProjectShowcase {
  title: string;
  location: string;
  year: number;
  category: string;
  description: string;
  stats: readonly Stat[];
  image: ImageSlot;
  status: ProjectStatus;
}

/**
 * The case studies the home page shows, in English: their Arabic is still the catalogue's (./projects.ar.ts) until
 * the case studies are records themselves.
 */
export const homeProjects: ProjectShowcase[] = caseStudies
  .filter((study) => study.onHomePage)
  .map((study) => ({
    title: study.title,
    location: caseStudyPlace(study),
    year: study.year,
    category: caseStudySector(study).label,
    description: study.description,
    stats: study.scope,
    image: study.image,
    status: study.status,
  }));
