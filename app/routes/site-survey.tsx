import type { Route } from "./+types/site-survey";
import { buildingTypes } from "~/content/configurator";
import { findQuoteTopic } from "~/content/quote-topics";
import { surveyStrings } from "~/content/site-survey";
import { useLocalize } from "~/i18n/use-locale";
import { Island } from "~/islands/Island";
import { getDatabase } from "~/db/db.server";
import { surveyLeadForm } from "~/leads/lead-forms.server";
import { leadPageAction } from "~/leads/submission.server";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";
import { surveyDays } from "~/site-survey/booking.server";
import { surveySettings } from "~/site-survey/settings.server";
import { SurveyForm } from "~/site-survey/SurveyForm";

export const meta = registryMeta;

const strings = surveyStrings.page;

/** The open windows of the moment, and what the page linking here carried: `?building=<type id>&topic=<id>&from=`. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const settings = surveySettings();
  // Without the database the windows are still listed (none marked full): a booking then answers 503 as the forms do.
  const db = await getDatabase().catch(() => undefined);
  const days = await surveyDays(db, settings).catch(() => surveyDays(undefined, settings));
  const building = buildingTypes.find((type) => type.id === params.get("building"))?.id;
  const from = params.get("from");
  return {
    days,
    slotHours: settings.schedule.slotHours,
    building: building ?? "home",
    topic: findQuoteTopic(params.get("topic"))?.id ?? "",
    carried: building ? (from === "cctv-law-checker" ? strings.fromChecker : strings.fromQuote) : undefined,
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
  const t = useLocalize();
  const strings = t(surveyStrings.page);
  return (
    <PageShell page={usePage()}>
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-12">
        <section
          aria-labelledby="survey-form-title"
          className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-8"
        >
          <h2 id="survey-form-title" className="text-2xl font-semibold">
            {strings.formTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{strings.intro}</p>
          {loaderData.carried && <p className="mt-2 text-sm font-semibold">{t(loaderData.carried)}</p>}
          <div className="mt-6">
            <Island
              name="surveyForm"
              component={SurveyForm}
              props={{
                days: loaderData.days,
                slotHours: loaderData.slotHours,
                building: loaderData.building,
                topic: loaderData.topic,
                result: actionData,
              }}
              load="interaction"
            />
          </div>
        </section>
        <aside className="space-y-4 lg:col-span-4">
          <h2 className="text-lg font-semibold">{strings.stepsTitle}</h2>
          <ol className="list-decimal space-y-2 ps-5 text-ink-muted">
            {strings.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="font-semibold">{strings.free}</p>
        </aside>
      </div>
    </PageShell>
  );
}
