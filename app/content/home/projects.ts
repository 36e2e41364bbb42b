import type { IconName } from "../icons";
import { CASE_STUDIES_PATH, caseStudies, caseStudyPlace, caseStudySector, type ProjectStatus } from "../case-studies";
import type { ImageSlot, Stat } from "../types";

// Home section 8 and /projects (SPEC §2, §3 project showcase entry): the projects of app/content/case-studies.ts
// marked for the home page, and the awards row. The achievements' {tokens} are the site configuration's proof
// figures (fillSiteFacts).

export interface ProjectShowcase {
  title: string;
  location: string;
  year: number;
  category: string;
  description: string;
  stats: readonly Stat[];
  image: ImageSlot;
  status: ProjectStatus;
}

export const projectsSection = {
  id: "projects",
  eyebrow: "Projects & achievements",
  title: "Our Projects",
  intro: "A selection of recent work across the Kingdom, and how our systems come together on site.",
  projects: caseStudies
    .filter((study) => study.onHomePage)
    .map((study): ProjectShowcase => ({
      title: study.title,
      location: caseStudyPlace(study),
      year: study.year,
      category: caseStudySector(study).label,
      description: study.description,
      stats: study.scope,
      image: study.image,
      status: study.status,
    })),
  caseStudiesLink: { label: "See every case study", to: CASE_STUDIES_PATH },
  achievementsTitle: "Achievements",
  achievements: [
    { value: "{projects}+", label: "Projects" },
    { value: "50+", label: "Countries" },
    { value: "1M+", label: "Devices" },
    { value: "{satisfaction}%", label: "Client satisfaction" },
  ] satisfies Stat[],
  awardsTitle: "Certifications & recognition",
  awards: [
    { icon: "badge-check", title: "ISO 27001 Certified", detail: "Information security management" },
    { icon: "shield-check", title: "GDPR Compliant", detail: "Data protection by design" },
    { icon: "users", title: "Trusted by {clients}+ Clients", detail: "Across Saudi Arabia and the Middle East" },
  ] satisfies { icon: IconName; title: string; detail: string }[],
  awardsLink: { label: "See our awards and certifications", to: "/about/awards" },
} as const;
