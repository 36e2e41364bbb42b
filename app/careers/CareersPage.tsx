import { Briefcase, CalendarDays, MapPin } from "lucide-react";
import { careersPage, openOpenings, type CareersPageText, type Opening } from "~/content/careers";
import { fillSiteFactsIn } from "~/content/site";
import { DAY_MONTH_YEAR, formatDay } from "~/i18n/format";
import type { FormActionData } from "~/leads/schemas/action-data";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { JsonLd } from "~/seo/JsonLd";
import { CompanyContactFacts } from "~/ui/forms/CompanyContactFacts";
import { MarkdownProse } from "~/ui/markdown";
import { ApplicationForm } from "./ApplicationForm";
import { jobPostingJsonLd } from "./job-posting";

/**
 * /careers (issue 25, docs/decisions/145): the open openings from content/careers/, each with its JobPosting, or a
 * sentence saying there are none; then the application form, for an opening or a general application.
 */
export function CareersPage({ result }: { result?: FormActionData }) {
  const pick = useInLocale();
  const locale = useLocale();
  const site = useSiteConfig();
  const text = pick(careersPage);
  const openings = pick(openOpenings);
  return (
    <div className="container-page pb-16">
      <p className="max-w-3xl text-lg text-ink-muted">{text.intro}</p>
      <section aria-labelledby="openings-title" className="mt-10">
        <h2 id="openings-title" className="text-2xl font-semibold">
          {text.openingsHeading}
        </h2>
        {openings.length === 0 ? (
          <p className="mt-4 max-w-3xl rounded-card border border-slate-200 bg-surface p-5 text-ink">{text.noOpenings}</p>
        ) : (
          <ul className="mt-6 space-y-6">
            {openings.map((opening) => (
              <li key={opening.id} id={opening.id} className="scroll-mt-24">
                <OpeningCard opening={opening} text={text} />
                <JsonLd data={jobPostingJsonLd(opening, site, locale, text.labels.requirements)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="apply" aria-labelledby="apply-title" className="mt-12 max-w-3xl scroll-mt-24">
        <h2 id="apply-title" className="text-2xl font-semibold">
          {text.applyHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{text.applyIntro}</p>
        <div className="mt-6">
          <ApplicationForm result={result} openings={openings} text={text} notice={fillSiteFactsIn(text.notice, site)} />
        </div>
        <CompanyContactFacts className="mt-6" />
      </section>
    </div>
  );
}

function OpeningCard({ opening, text }: { opening: Opening; text: CareersPageText }) {
  const locale = useLocale();
  const titleId = `${opening.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="text-xl font-semibold">
        {opening.title}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
        <div className="flex items-center gap-1.5">
          <Briefcase aria-hidden="true" className="size-4" />
          <dt className="sr-only">{text.labels.department}</dt>
          <dd>{`${opening.department} · ${text.types[opening.type]}`}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4" />
          <dt className="sr-only">{text.labels.city}</dt>
          <dd>{opening.city}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <dt className="sr-only">{text.labels.posted}</dt>
          <dd>
            <time dateTime={opening.posted}>{formatDay(new Date(`${opening.posted}T00:00:00Z`), locale, DAY_MONTH_YEAR)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 space-y-3 leading-relaxed">
        <MarkdownProse text={opening.description} classes={{ ul: "list-disc space-y-1 ps-5", ol: "list-decimal space-y-1 ps-5" }} />
      </div>
      <h4 className="mt-4 font-semibold">{text.labels.requirements}</h4>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {opening.requirements.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <a href="#apply" className="btn-primary mt-5 inline-flex">
        {text.applyLink}
      </a>
    </article>
  );
}
