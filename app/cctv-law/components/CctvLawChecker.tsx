import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { answersOf, type CheckerQuery } from "~/leads/schemas/checker-answers";
import { CHECKER_PATH } from "../hand-off";
import type { CheckerTexts } from "../texts.server";
import { CheckerResult } from "./CheckerResult";
import { CheckerStep, type QuestionQuery } from "./CheckerStep";

/**
 * The checker's body for any query, in the language of `texts`: a question, the result, or the refusal of a link it
 * cannot read (a 400).
 */
export function CctvLawChecker({ query, texts }: { query: CheckerQuery; texts: CheckerTexts }) {
  const locale = useLocale();
  const answers = answersOf(query);
  return (
    <div className="container-page pb-16">
      <div className="max-w-3xl rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {!query.ok ? (
          <div role="alert">
            <h2 className="text-xl font-semibold">{texts.invalid.title}</h2>
            <p className="mt-2">{texts.invalid.text}</p>
            <a href={localizedPath(CHECKER_PATH, locale)} className="btn-primary mt-4">
              {texts.startAgain}
            </a>
          </div>
        ) : answers ? (
          <CheckerResult answers={answers} texts={texts} />
        ) : (
          <>
            {query.step === "type" && (
              <div className="mb-6 space-y-2">
                <h2 className="text-2xl font-semibold">{texts.heading}</h2>
                <p>{texts.intro}</p>
                <p className="text-sm text-ink-muted">{texts.lawSummary}</p>
                <p className="text-sm font-semibold">{texts.disclaimer}</p>
              </div>
            )}
            <CheckerStep query={query as QuestionQuery} texts={texts} />
          </>
        )}
      </div>
    </div>
  );
}
