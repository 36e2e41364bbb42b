import type { Locale } from "~/i18n/locale";
import { useLocale, useLocalize } from "~/page-context/use-locale";
import { fillTemplate } from "~/i18n/template";
import { checkerFormats } from "../checker-formats";
import { rules, type RuleId, type Source } from "../rules";
import { formatSourceDate, type CheckerTexts } from "../texts.en";

/** Each rule a result rests on: its instrument, where we read it, how sure we are and when it was last reviewed. */
export function CheckerSources({ ruleIds, texts }: { ruleIds: RuleId[]; texts: CheckerTexts }) {
  const strings = texts.sources;
  const locale = useLocale();
  const formats = useLocalize()(checkerFormats);
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
                <SourceLink source={rule.source} locale={locale} />
              </p>
              {rule.readIn.length > 0 && (
                <p className="text-ink-muted">
                  {strings.readIn}:{" "}
                  {rule.readIn.map((source, index) => (
                    <span key={`${source.url}-${source.date ?? ""}`}>
                      {index > 0 && "; "}
                      <SourceLink source={source} locale={locale} />
                    </span>
                  ))}
                </p>
              )}
              <p className="text-ink-muted">
                {strings.confidence[rule.confidence]}.{" "}
                {fillTemplate(formats.lastReviewed, { date: formatSourceDate(rule.lastReviewed, locale) })}.
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Title, Issuer, 3 October 2022" linked to the source. */
function SourceLink({ source, locale }: { source: Source; locale: Locale }) {
  const t = useLocalize();
  return (
    <a href={source.url} rel="external noopener" className="text-accent-700 underline underline-offset-2">
      {[t(source.title), t(source.issuer), source.date && formatSourceDate(source.date, locale)].filter(Boolean).join(", ")}
    </a>
  );
}
