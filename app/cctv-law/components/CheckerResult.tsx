import { CalendarCheck, FileText, TriangleAlert } from "lucide-react";
import { formatSar, formatWholeNumber } from "~/i18n/format";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { countForm, fillIn } from "~/content/in-locale";
import { ButtonLink } from "~/ui/ButtonLink";
import { stepQuery, type CheckerAnswers } from "~/leads/schemas/checker-answers";
import { decide } from "../decide";
import { CHECKER_PATH, describeAnswers, quoteLink, surveyLink } from "../hand-off";
import { fines } from "../rules";
import type { CheckerTexts } from "../texts.server";
import { CheckerSources } from "./CheckerSources";

// The result of one set of answers, at its own shareable address.

const sectionTitle = "text-xl font-semibold";

export function CheckerResult({ answers, texts }: { answers: CheckerAnswers; texts: CheckerTexts }) {
  const result = decide(answers);
  const locale = useLocale();
  const checkerPath = localizedPath(CHECKER_PATH, locale);
  const strings = texts.result;
  const verdict = strings.verdicts[result.verdict];
  const change = answers.privateHome ? stepQuery(answers, "home") : stepQuery(answers, "areas");

  return (
    <div className="space-y-10" data-verdict={result.verdict}>
      <section aria-labelledby="checker-verdict" className="space-y-3">
        <p className="text-sm font-semibold text-accent-700">{strings.heading}</p>
        <h2 id="checker-verdict" className="text-2xl font-semibold sm:text-3xl">
          {verdict.title}
        </h2>
        <p>{verdict.text}</p>
        <p className="text-sm text-ink-muted">{texts.lawSummary}</p>
        <p className="rounded-card border border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-950">{texts.disclaimer}</p>
        <p className="text-sm">
          <span className="font-semibold">{strings.yourAnswers}: </span>
          {describeAnswers(answers, texts)}{" "}
          <a href={`${checkerPath}?${change}`} className="font-semibold text-accent-700 underline underline-offset-2">
            {strings.changeAnswers}
          </a>
        </p>
      </section>

      {result.prohibitedPresent.length > 0 && (
        <section
          aria-labelledby="checker-warning"
          className="rounded-card border-2 border-red-700 bg-red-50 p-5 text-red-950"
          data-testid="prohibited-warning"
        >
          <h2 id="checker-warning" className={`${sectionTitle} flex items-start gap-2`}>
            <TriangleAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-red-700" />
            {strings.warningTitle}
          </h2>
          <ul className="mt-3 list-disc space-y-1 ps-6 font-semibold">
            {result.prohibitedPresent.map((id) => (
              <li key={id}>{texts.areas[id]}</li>
            ))}
          </ul>
          <p className="mt-3">{fillIn(strings.warningText, { amount: formatSar(fines["prohibited-place"].amount, locale) })}</p>
        </section>
      )}

      {result.verdict !== "private-home" && (
        <>
          <section aria-labelledby="checker-required">
            <h2 id="checker-required" className={sectionTitle}>
              {strings.requiredTitle}
            </h2>
            {result.requiredPositions.length > 0 ? (
              <>
                <p className="mt-2 text-ink-muted">{strings.requiredIntro}</p>
                <ul className="mt-3 list-disc space-y-1 ps-6">
                  {result.requiredPositions.map((id) => (
                    <li key={id}>{texts.positions[id]}</li>
                  ))}
                </ul>
                <p className="tabular mt-3 font-semibold" data-testid="draft-camera-count">
                  {fillIn(countForm(result.draftCameraCount, strings.draftCount), {
                    count: formatWholeNumber(result.draftCameraCount, locale),
                  })}
                </p>
              </>
            ) : (
              <p className="mt-2 text-ink-muted">{strings.requiredNone}</p>
            )}
          </section>

          <section aria-labelledby="checker-duties">
            <h2 id="checker-duties" className={sectionTitle}>
              {strings.dutiesTitle}
            </h2>
            <dl className="mt-3 space-y-3">
              {result.duties.map((id) => (
                <div key={id}>
                  <dt className="font-semibold">{strings.duties[id].title}</dt>
                  <dd className="text-ink-muted">{strings.duties[id].text}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="checker-fines">
            <h2 id="checker-fines" className={sectionTitle}>
              {strings.finesTitle}
            </h2>
            <p className="mt-2 text-ink-muted">{strings.finesIntro}</p>
            <table className="mt-3 w-full text-start text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pe-3 text-start">
                    {strings.fineColumns.violation}
                  </th>
                  <th scope="col" className="py-2 text-end">
                    {strings.fineColumns.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.fines.map((id) => (
                  <tr key={id} className="border-b border-slate-200">
                    <td className="py-2 pe-3">{strings.fines[id]}</td>
                    <td className="tabular py-2 text-end whitespace-nowrap">
                      {fillIn(strings.amounts[fines[id].per], { amount: formatSar(fines[id].amount, locale) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-sm text-ink-muted">{strings.appeal}</p>
          </section>
        </>
      )}

      <section aria-labelledby="checker-next">
        <h2 id="checker-next" className={sectionTitle}>
          {strings.nextTitle}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={localizedPath(quoteLink(answers, result), locale)} icon={<FileText aria-hidden="true" className="size-4" />}>
            {strings.quote}
          </ButtonLink>
          <ButtonLink
            to={localizedPath(surveyLink(answers), locale)}
            variant="secondary"
            icon={<CalendarCheck aria-hidden="true" className="size-4" />}
          >
            {strings.survey}
          </ButtonLink>
          <a
            href={checkerPath}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-accent-700 underline underline-offset-2"
          >
            {texts.startAgain}
          </a>
        </div>
      </section>

      <CheckerSources ruleIds={result.rules} texts={texts} />
    </div>
  );
}
