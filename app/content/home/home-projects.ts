import { bothLocales } from "../bilingual";
import { caseStudyRecords, caseStudyPlace, caseStudySector, type ProjectStatus } from "../case-studies";
import type { ImageSlot, Stat } from "../types";

// The projects the home page's projects section shows (SPEC §3 project showcase entry): the case studies marked for
// it (content/case-studies/), in each language.

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

export const homeProjects = bothLocales((locale): ProjectShowcase[] =>
  caseStudyRecords[locale]
    .filter((study) => study.onHomePage)
    .map((study) => ({
      title: study.title,
      location: caseStudyPlace(study, locale),
      year: study.year,
      category: caseStudySector(study, locale).label,
      description: study.description,
      stats: study.scope,
      image: study.image,
      status: study.status,
    })),
);
