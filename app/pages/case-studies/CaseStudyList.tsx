import { CalendarDays, MapPin } from "lucide-react";
import {
  caseStudyRecords,
  caseStudiesText,
  caseStudyPlace,
  caseStudySector,
  caseStudySystems,
  referenceVisitHref,
  type CaseStudy,
} from "~/content/case-studies";
import { ContentImage } from "~/images/components/ContentImage";
import { localizedPath } from "~/i18n/locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { StatList } from "~/ui/StatList";
import { StatusBadge } from "~/ui/StatusBadge";

/** /case-studies: every project record, each with its scene and a reference-visit request. */
export function CaseStudyList() {
  const pick = useInLocale();
  const [text, caseStudies] = [pick(caseStudiesText), pick(caseStudyRecords)];
  return (
    <div className="container-page pb-16">
      <div className="max-w-3xl space-y-3 text-lg text-ink-muted">
        <p>{text.intro}</p>
        <p className="text-base">{text.privacyNote}</p>
      </div>
      <ol className="mt-10 space-y-8">
        {caseStudies.map((study) => (
          <li key={study.id} id={study.id} className="scroll-mt-24">
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const locale = useLocale();
  const text = useInLocale()(caseStudiesText);
  const titleId = `${study.id}-title`;
  const sector = caseStudySector(study, locale);
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-6 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-12"
    >
      <ContentImage image={study.image} className="self-start lg:col-span-5" />
      <div className="lg:col-span-7">
        <StatusBadge status={study.status} label={text.statusLabels[study.status]} />
        <h2 id={titleId} className="mt-3 text-2xl font-semibold">
          {study.title}
        </h2>
        <p className="mt-1 text-ink-muted">{study.site}</p>
        <p className="mt-3 leading-relaxed">{study.description}</p>
        <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{text.labels.sector}</dt>
            <dd>
              <a href={localizedPath(sector.to, locale)} className="font-medium text-accent-700 underline underline-offset-2">
                {sector.label}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{text.labels.place}</dt>
            <dd className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {caseStudyPlace(study, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{text.labels.year}</dt>
            <dd className="tabular inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {study.year}
            </dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="text-sm font-semibold text-ink-muted">{text.labels.systems}</dt>
            <dd>
              <ul className="mt-1 flex flex-wrap gap-2">
                {caseStudySystems(study, locale).map((system) => (
                  <li key={system.to}>
                    <a
                      href={localizedPath(system.to, locale)}
                      className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-accent-700 hover:bg-surface sm:min-h-9"
                    >
                      {system.label}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="text-sm font-semibold text-ink-muted">{text.labels.scope}</dt>
            <dd>
              <StatList stats={study.scope} size="sm" className="mt-1 grid-cols-3 gap-3" />
            </dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="text-sm font-semibold text-ink-muted">{text.labels.outcome}</dt>
            <dd className="leading-relaxed">{study.outcome}</dd>
          </div>
        </dl>
        {/* Six links share this text: the project's title tells them apart for screen readers. */}
        <a href={localizedPath(referenceVisitHref(study.id), locale)} aria-describedby={titleId} className="btn-primary mt-6">
          {text.referenceVisit}
        </a>
      </div>
    </article>
  );
}
