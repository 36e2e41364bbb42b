import type { Route } from "./+types/site-survey";
import { configuratorWording } from "~/content/configurator";
import { isBuildingTypeId } from "~/quote-model/configurator-url";
import { findQuoteTopic } from "~/content/quote-topics";
import { consentTextsIn } from "~/content/consent";
import { surveyFormText, surveyPageText } from "~/content/site-survey";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { getDatabase } from "~/db/db.server";
import { surveyLeadForm } from "~/forms/registry.server";
import { leadPageAction } from "~/leads/submission.server";
import { registryMeta } from "~/shell/registry-route";
import { FormPage } from "~/leads/components/FormPage";
import { surveyDays } from "~/site-survey/booking.server";
import { surveySettings } from "~/site-survey/settings.server";
import { SurveyForm } from "~/site-survey/SurveyForm";

export const meta = registryMeta;

/** The open windows of the moment, and what the page linking here carried: `?building=<type id>&topic=<id>&from=`. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const settings = surveySettings();
  // Without the database the windows are still listed (none marked full): a booking then answers 503 as the forms do.
  const db = await getDatabase().catch(() => undefined);
  const days = await surveyDays(db, settings).catch(() => surveyDays(undefined, settings));
  const carriedBuilding = params.get("building");
  const building = isBuildingTypeId(carriedBuilding) ? carriedBuilding : undefined;
  const from = params.get("from");
  return {
    days,
    slotHours: settings.schedule.slotHours,
    building: building ?? "home",
    topic: findQuoteTopic(params.get("topic"))?.id ?? "",
    /** Which note tells the visitor the building type was filled in. */
    carried: building ? (from === "cctv-law-checker" ? ("fromChecker" as const) : ("fromQuote" as const)) : undefined,
  };
}

// Free windows change with every booking: always asked again, never served stale (no-store would also bar the back cache).
export const headers = ({ actionHeaders }: Route.HeadersArgs) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-cache");
  return headers;
};

export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, surveyLeadForm);
}

export default function SiteSurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const pick = useInLocale();
  const strings = pick(surveyPageText).page;
  const { buildingTypes } = pick(configuratorWording);
  const consent = consentTextsIn(useSiteConfig(), useLocale());
  return (
    <FormPage
      id="survey-form-title"
      title={strings.formTitle}
      intro={
        <>
          <p>{strings.intro}</p>
          {loaderData.carried && <p className="mt-2 font-semibold text-ink">{strings[loaderData.carried]}</p>}
        </>
      }
      aside={
        <section aria-labelledby="survey-steps-title" className="space-y-4">
          <h2 id="survey-steps-title" className="text-lg font-semibold">
            {strings.stepsTitle}
          </h2>
          <ol className="list-decimal space-y-2 ps-5 text-ink-muted">
            {strings.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="font-semibold">{strings.free}</p>
        </section>
      }
    >
      <SurveyForm
        days={loaderData.days}
        slotHours={loaderData.slotHours}
        building={loaderData.building}
        topic={loaderData.topic}
        texts={pick(surveyFormText).form}
        buildingTypes={buildingTypes.map(({ id, name }) => ({ id, name }))}
        consent={consent}
        result={actionData}
      />
    </FormPage>
  );
}
