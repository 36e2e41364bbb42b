import type { Route } from "./+types/get-quote";
import { QuoteForm } from "~/leads/components/QuoteForm";
import { Island } from "~/ui/Island";
import { FeatureList } from "~/ui/FeatureList";
import { configuratorWording } from "~/content/configurator";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { inLocale } from "~/content/bilingual";
import { useInLocale, useLocale, useMessageText } from "~/page-context/use-locale";
import { findQuoteTopic, quoteTopicChoices } from "~/content/quote-topics";
import { consentTextsIn } from "~/content/consent";
import { useSiteConfig } from "~/page-context/use-site-config";
import { fillSiteFactsIn } from "~/content/site";
import { caseStudyPlace, caseStudyRecords, readProjectHandOff, type ProjectHandOff } from "~/content/case-studies";
import { PROJECT_PARAM } from "~/content/case-study-ids";
import { leadPageAction } from "~/leads/submission.server";
import { quoteLeadForm } from "~/forms/registry.server";
import { decodeConfigurator } from "~/quote-model/configurator-url";
import { estimateQuote } from "~/quote-model/quote";
import { registryMeta } from "~/shell/registry-route";
import { FormPage } from "~/leads/components/FormPage";
import { CHECKER_PARAM } from "~/leads/schemas/checker-answers";
import { readHandOff } from "~/cctv-law/hand-off";
import { checkerTexts } from "~/cctv-law/texts.server";
import { surveyFormText } from "~/content/site-survey";
import { surveyLink } from "~/site-survey/survey-link";
import { confirmationTexts } from "~/forms/confirmation-texts";
import { useT } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locale";

export const meta = registryMeta;

/**
 * The topic (`?topic=`) and a configuration handed over by the configurator, with our own estimate of it; from the
 * CCTV-law checker also its answers (`?checker=`, ignored unless they are a result's); from a case study the project
 * to visit (`?project=`, ignored unless it is one of ours). The estimate names its items in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const { buildingTypeId: building, configuration } = decodeConfigurator(params);
  const estimate = estimateQuote(building, configuration, configuratorWording[locale]);
  return {
    topic: findQuoteTopic(params.get("topic"))?.id ?? "",
    building,
    estimate: estimate.itemCount > 0 ? estimate : null,
    // The answers in the words of the page: its summary is shown as it is, not through the catalogue.
    checker: readHandOff(params.get(CHECKER_PARAM), inLocale(checkerTexts, locale)),
    project: projectIn(readProjectHandOff(params.get(PROJECT_PARAM)), locale),
  };
}

/** The project to visit, summed up in the page's language (the sales mail keeps the English summary). */
function projectIn(project: ProjectHandOff | null, locale: Locale): ProjectHandOff | null {
  const study = project && caseStudyRecords[locale].find((each) => each.id === project.value);
  if (!project || !study) return project;
  const values = { site: study.site, place: caseStudyPlace(study, locale), title: study.title, year: String(study.year) };
  return { ...project, summary: i18nFor(locale)._("forms.quote.projectSummary", values) };
}

// Retry-After and the like, set by the action, reach the page's response too.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, quoteLeadForm);
}

export default function GetQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const site = useSiteConfig();
  const message = useT();
  const text = useMessageText();
  const surveyStrings = useInLocale()(surveyFormText);
  const wording = fillSiteFactsIn(useInLocale()(configuratorWording), site);
  return (
    <FormPage
      id="quote-form-title"
      title={message("forms.quote.title")}
      intro={<p>{message("forms.quote.intro")}</p>}
      aside={
        <>
          <section aria-labelledby="quote-next-title">
            <h2 id="quote-next-title" className="text-lg font-semibold">
              {message("forms.quote.next.title")}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 ps-5 text-ink-muted">
              {confirmationTexts.quote.next.map((step) => (
                <li key={step}>{text(step)}</li>
              ))}
            </ol>
            <a
              href={localizedPath(surveyLink({ building: loaderData.building, topic: loaderData.topic }), locale)}
              className="btn-secondary mt-4"
            >
              {surveyStrings.bookLink}
            </a>
          </section>
          <section aria-labelledby="quote-included-title">
            <h2 id="quote-included-title" className="text-lg font-semibold">
              {message("forms.quote.includedTitle")}
            </h2>
            <FeatureList items={wording.includedWithQuote} className="mt-3" />
          </section>
        </>
      }
    >
      <Island
        name="quoteForm"
        component={QuoteForm}
        props={{
          ...loaderData,
          buildingTypes: wording.buildingTypes.map(({ id, name }) => ({ id, name })),
          topics: quoteTopicChoices(locale),
          consent: consentTextsIn(site, locale),
          confirmation: wording.confirmation,
          initialResult: actionData,
        }}
        load="interaction"
      />
    </FormPage>
  );
}
