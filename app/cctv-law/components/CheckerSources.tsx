import { formatSourceDate } from "~/i18n/format";
import { useLocale } from "~/page-context/use-locale";
import { fillIn } from "~/content/in-locale";
import { rules, sources, type RuleId, type SourceId } from "../rules";
import type { CheckerTexts } from "../texts.server";

/** Each rule a result rests on: its instrument, where we read it, how sure we are and when it was last reviewed. */
export function CheckerSources({ ruleIds, texts }: { ruleIds: RuleId[]; texts: CheckerTexts }) {
  const strings = texts.sources;
  const locale = useLocale();
  return (
    <section aria-labelledby="checker-sources" className="border-t border-slate-200 pt-8">
      <h2 id="checker-sources" className="text-xl font-semibold">
        {strings.title}
      </h2>
      <p className="mt-2 text-ink-muted">{strings.intro}</p>
      <ul className="mt-4 space-y-5 text-sm">
        {ruleIds.map((id) => {
          const rule = rules[id];
          return (
            <li key={id}>
              <h3 className="font-semibold">{strings.rules[id]}</h3>
              <p>
                <SourceLink id={rule.source} texts={texts} />
              </p>
              {rule.readIn.length > 0 && (
                <p className="text-ink-muted">
                  {strings.readIn}:{" "}
                  {rule.readIn.map((source, index) => (
                    <span key={source}>
                      {index > 0 && strings.listSeparator}
                      <SourceLink id={source} texts={texts} />
                    </span>
                  ))}
                </p>
              )}
              <p className="text-ink-muted">
                {strings.confidence[rule.confidence]}. {fillIn(strings.lastReviewed, { date: formatSourceDate(rule.lastReviewed, locale) })}
                .
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Title, Issuer, 3 October 2022" linked to the source; in Arabic its parts are joined with the Arabic comma. */
function SourceLink({ id, texts }: { id: SourceId; texts: CheckerTexts }) {
  const locale = useLocale();
  const { url, date } = sources[id];
  const { title, issuer } = texts.sources.documents[id];
  return (
    <a href={url} rel="external noopener" className="text-accent-700 underline underline-offset-2">
      {[title, issuer, date && formatSourceDate(date, locale)].filter(Boolean).join(texts.sources.partSeparator)}
    </a>
  );
}
