import { CalendarDays, MapPin } from "lucide-react";
import { GeneratedImage } from "~/images/components/GeneratedImage";
import { caseStudiesText } from "~/content/case-studies";
import { homeProjects } from "~/content/home/home-projects";
import { projectsSection as projectsRecord } from "~/content/home/projects";
import { fillSiteFactsIn } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { Icon } from "~/ui/Icon";
import { MoreLink } from "./MoreLink";
import { Heading, Section, innerHeading, type SectionVariant } from "~/ui/Section";
import { ScrollRow, scrollRowItem } from "~/ui/ScrollRow";
import { StatList } from "~/ui/StatList";
import { StatusBadge } from "~/ui/StatusBadge";
import { cn } from "~/ui/cn";
import { useInLocale } from "~/page-context/use-locale";

/** Home section 8 and part of /projects: three projects (and the way to every case study), the achievements and the awards row. */
export function ProjectsSection({ variant = "section" }: { variant?: SectionVariant }) {
  const cardHeadingTag = innerHeading(variant, 1);
  const pick = useInLocale();
  const projectsSection = fillSiteFactsIn(pick(projectsRecord), useSiteConfig());
  const { statusLabels } = pick(caseStudiesText);
  const projects = pick(homeProjects);
  const caseStudiesLink = <MoreLink to={projectsSection.caseStudiesLink.to} label={projectsSection.caseStudiesLink.label} />;
  // On the home page the way to every case study sits under the introduction (a shorter page); under a page banner,
  // which has no introduction beside it, after the projects.
  return (
    <Section
      id={projectsSection.id}
      heading={{ ...projectsSection, align: "split", more: variant === "section" ? caseStudiesLink : undefined }}
      variant={variant}
      spacing="compact"
    >
      <ScrollRow label={projectsSection.title} className="sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {projects.map((project) => (
          <li
            key={project.title}
            className={cn(
              scrollRowItem,
              "flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm transition duration-200 hover:shadow-lg motion-safe:hover:-translate-y-1",
            )}
          >
            {/* The picture as a thumbnail beside the title keeps the cards short. */}
            <article className="grid flex-1 grid-cols-[6.5rem_1fr] content-start gap-x-4 p-4">
              <GeneratedImage
                prompt={project.image.topic}
                alt={project.image.alt}
                width={600}
                height={400}
                className="w-full self-start rounded-card"
              />
              <div className="min-w-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{project.category}</span>
                  <StatusBadge status={project.status} label={statusLabels[project.status]} />
                </div>
                <Heading as={cardHeadingTag} className="mt-2 text-lg font-semibold">
                  {project.title}
                </Heading>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" />
                    {project.location}
                  </span>
                  <span className="tabular inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {project.year}
                  </span>
                </p>
              </div>
              <div className="col-span-2 flex flex-col">
                <p className="mt-3 text-sm leading-relaxed text-ink-muted">{project.description}</p>
                <StatList stats={project.stats} size="sm" className="mt-4 grid-cols-3 gap-3 border-t border-slate-200 pt-3" />
              </div>
            </article>
          </li>
        ))}
      </ScrollRow>
      {variant === "page" && <p className="mt-4">{caseStudiesLink}</p>}

      <div className="mt-6 grid items-center gap-6 lg:grid-cols-2 lg:gap-8">
        <div className="rounded-card bg-navy-900 px-6 py-8 text-white">
          <Heading as={cardHeadingTag} className="sr-only">
            {projectsSection.achievementsTitle}
          </Heading>
          <StatList
            stats={projectsSection.achievements}
            tone="dark"
            size="lg"
            className="grid-cols-2 gap-6 text-center sm:grid-cols-4 lg:gap-3"
          />
        </div>

        <div>
          <Heading as={cardHeadingTag} className="text-center text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {projectsSection.awardsTitle}
          </Heading>
          <ul className="mt-4 flex flex-wrap justify-center gap-3">
            {projectsSection.awards.map((award) => (
              <li key={award.title} className="flex items-center gap-3 rounded-card border border-slate-200 bg-white px-4 py-2 shadow-sm">
                <Icon name={award.icon} className="size-6 text-amber-700" />
                <span>
                  <span className="block font-semibold">{award.title}</span>
                  <span className="block text-sm text-ink-muted">{award.detail}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center">
            <MoreLink to={projectsSection.awardsLink.to} label={projectsSection.awardsLink.label} />
          </p>
        </div>
      </div>
    </Section>
  );
}
