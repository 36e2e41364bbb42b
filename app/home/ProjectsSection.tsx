import { ArrowRight, CalendarDays, MapPin } from "lucide-react";
import { GeneratedImage } from "~/images/components/GeneratedImage";
import { projectsSection, type ProjectStatus } from "~/content/home/projects";
import { Icon } from "~/ui/Icon";
import { Heading, Section, innerHeading, type SectionVariant } from "~/ui/Section";
import { StatList } from "~/ui/StatList";
import { cn } from "~/ui/cn";

const statusClass: Record<ProjectStatus, string> = {
  Completed: "bg-emerald-50 text-emerald-800 ring-emerald-700/20",
  Ongoing: "bg-cyan-50 text-cyan-900 ring-cyan-700/20",
};

/** Home section 8 and part of /projects: three sample projects, the achievements and the awards row. */
export function ProjectsSection({ variant = "section" }: { variant?: SectionVariant }) {
  const cardHeadingTag = innerHeading(variant, 1);
  return (
    <Section id={projectsSection.id} heading={projectsSection} spacing="large" variant={variant}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projectsSection.projects.map((project) => (
          <li
            key={project.title}
            className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm transition duration-200 hover:shadow-lg motion-safe:hover:-translate-y-1"
          >
            <article className="flex flex-1 flex-col">
              <GeneratedImage prompt={project.image.topic} alt={project.image.alt} width={600} height={400} className="w-full" />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{project.category}</span>
                  <span
                    data-status={project.status}
                    className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", statusClass[project.status])}
                  >
                    {project.status}
                  </span>
                </div>
                <Heading as={cardHeadingTag} className="mt-3 text-lg font-semibold">
                  {project.title}
                </Heading>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" />
                    {project.location}
                  </span>
                  <span className="tabular inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {project.year}
                  </span>
                </p>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-muted">{project.description}</p>
                <StatList stats={project.stats} size="sm" className="mt-5 grid-cols-3 gap-3 border-t border-slate-200 pt-4" />
              </div>
            </article>
          </li>
        ))}
      </ul>

      <div className="mt-14 rounded-card bg-navy-900 p-8 text-white">
        <Heading as={cardHeadingTag} className="sr-only">
          {projectsSection.achievementsTitle}
        </Heading>
        <StatList stats={projectsSection.achievements} tone="dark" size="lg" className="grid-cols-2 gap-6 text-center sm:grid-cols-4" />
      </div>

      <div className="mt-10">
        <Heading as={cardHeadingTag} className="text-center text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {projectsSection.awardsTitle}
        </Heading>
        <ul className="mt-5 flex flex-wrap justify-center gap-4">
          {projectsSection.awards.map((award) => (
            <li key={award.title} className="flex items-center gap-3 rounded-card border border-slate-200 bg-white px-5 py-3 shadow-sm">
              <Icon name={award.icon} className="size-6 text-amber-700" />
              <span>
                <span className="block font-semibold">{award.title}</span>
                <span className="block text-sm text-ink-muted">{award.detail}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <a
            href={projectsSection.awardsLink.to}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            {projectsSection.awardsLink.label}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </a>
        </p>
      </div>
    </Section>
  );
}
