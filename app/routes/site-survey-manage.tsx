import { CircleAlert, CircleCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/site-survey-manage";
import { surveyFormText, surveyPageText } from "~/content/site-survey";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useInLocale, useLocale, useLocalize } from "~/page-context/use-locale";
import { getDatabase } from "~/db/db.server";
import { readFormBody } from "~/leads/read-form.server";
import { PageBanner } from "~/shell/PageBanner";
import { changeBooking, findBooking, hasBegun, slotError, surveyDays } from "~/site-survey/booking.server";
import { readManageToken, type ManageToken } from "~/site-survey/manage-link.server";
import { ManageBooking } from "~/site-survey/ManageBooking";
import { surveySettings } from "~/site-survey/settings.server";
import { surveySlotValues } from "~/site-survey/slot-format";
import { fillTemplate } from "~/i18n/template";
import { useSiteConfig } from "~/page-context/use-site-config";

// /contact/site-survey/manage?ref=&v=&sig=: the link of the visitor's mail. GET shows the booking and changes
// nothing (mail scanners open links); the page's buttons POST to act, once per link (docs/decisions/107).

// English: the loader's and the action's messages are the catalogue's keys, put into the page's language when shown.
const strings = surveyPageText.en.manage;

type View =
  /** `slot`: the window a move went to, filled into the message in the page's language. */
  | { kind: "message"; tone: "done" | "problem"; message: string; slot?: string }
  | { kind: "manage"; token: ManageToken; slot: string; moveError?: string; chosen?: string };

/** The booking behind a link, or the message and status for a link that cannot act. */
async function open(params: URLSearchParams): Promise<{ view: View; status: number }> {
  const problem = (message: string, status: number) => ({ view: { kind: "message", tone: "problem", message } as View, status });
  const token = readManageToken(params);
  if (!token) return problem(strings.invalidLink, 403);
  const booking = await findBooking(await getDatabase(), token.reference);
  if (!booking) return problem(strings.invalidLink, 403);
  if (booking.status === "cancelled") return problem(strings.alreadyCancelled, 410);
  if (booking.linkVersion !== token.version) return problem(strings.usedLink, 410);
  // A visit under way or over is no longer the visitor's to move or cancel here (changeBooking checks it again).
  if (hasBegun(booking.slot)) return problem(strings.begun, 410);
  return { view: { kind: "manage", token, slot: booking.slot }, status: 200 };
}

async function withDays(view: View) {
  const settings = surveySettings();
  const days = view.kind === "manage" ? await surveyDays(await getDatabase(), settings) : [];
  return { view, days, slotHours: settings.schedule.slotHours };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { view, status } = await open(new URL(request.url).searchParams);
  return data(await withDays(view), { status });
}

export async function action({ request }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return data(await withDays({ kind: "message", tone: "problem", message: body.message }), { status: body.status });
  const params = new URLSearchParams(body.fields);
  const opened = await open(params);
  if (opened.view.kind !== "manage") return data(await withDays(opened.view), { status: opened.status });
  const { token } = opened.view;
  const settings = surveySettings();
  const slot = params.get("intent") === "move" ? (params.get("slot") ?? "") : undefined;
  if (slot !== undefined) {
    const problem = slot ? slotError(slot, settings) : surveyFormText.en.errors.slotRequired;
    if (problem) return data(await withDays({ ...opened.view, moveError: problem, chosen: slot }), { status: 400 });
  }
  const outcome = await changeBooking(await getDatabase(), { reference: token.reference, version: token.version, slot }, settings);
  if (!outcome.ok) {
    if (outcome.reason === "full") {
      return data(await withDays({ ...opened.view, moveError: surveyFormText.en.errors.slotFull, chosen: slot }), { status: 409 });
    }
    const message = outcome.reason === "begun" ? strings.begun : strings.usedLink;
    return data(await withDays({ kind: "message", tone: "problem", message }), { status: 410 });
  }
  const done: View = slot
    ? { kind: "message", tone: "done", message: strings.moved, slot: outcome.booking.slot }
    : { kind: "message", tone: "done", message: strings.cancelled };
  return data(await withDays(done), { status: 200 });
}

export const meta = ({ location }: Route.MetaArgs) => [
  { title: surveyPageText[localeOfPath(location.pathname)].manage.metaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

// The link's signature is in the address: never cached, never sent to another site as a referrer (same-origin, not
// no-referrer: the latter makes the browser send "Origin: null" with the page's own POST, which the server refuses).
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export default function SiteSurveyManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, days, slotHours } = actionData ?? loaderData;
  const t = useLocalize();
  const locale = useLocale();
  const { phone } = useSiteConfig();
  const texts = useInLocale()(surveyPageText).manage;
  const message = useT();
  return (
    <>
      <PageBanner title={texts.title} />
      <section className="container-page py-12">
        {view.kind === "manage" ? (
          <ManageBooking
            token={view.token}
            slot={view.slot}
            days={days}
            slotHours={slotHours}
            moveError={view.moveError}
            chosen={view.chosen}
          />
        ) : (
          <div
            role={view.tone === "done" ? "status" : "alert"}
            className={`flex max-w-2xl items-start gap-3 rounded-card p-6 ${view.tone === "done" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
          >
            {view.tone === "done" ? (
              <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
            )}
            <div>
              <p data-testid="manage-message">
                {fillTemplate(t(view.message), {
                  phone,
                  ...(view.slot && { when: message("survey.slot.dayAndWindow", surveySlotValues(view.slot, { slotHours }, locale)) }),
                })}
              </p>
              <a
                href={localizedPath("/contact/site-survey", locale)}
                className="mt-4 inline-block font-semibold underline underline-offset-2"
              >
                {texts.bookAgain}
              </a>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
