import { CircleAlert, CircleCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/site-survey-manage";
import { fillIn } from "~/content/in-locale";
import { surveyPageText } from "~/content/site-survey";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { useT, type MessageId } from "~/i18n/messages";
import { useInLocale, useLocale, useMessageText } from "~/page-context/use-locale";
import { getDatabase } from "~/db/db.server";
import { checkFormRateLimits, tooManyMessage } from "~/leads/rate-limits.server";
import { readFormBody } from "~/leads/read-form.server";
import { PageBanner } from "~/shell/PageBanner";
import { changeBooking, findBooking, hasBegun, slotError, slotFullMessage, surveyDays } from "~/site-survey/booking.server";
import { readManageToken, type ManageToken } from "~/site-survey/manage-link.server";
import { ManageBooking } from "~/site-survey/ManageBooking";
import { surveySettings } from "~/site-survey/settings.server";
import { surveySlotValues } from "~/site-survey/slot-format";
import { useSiteConfig } from "~/page-context/use-site-config";

// /contact/site-survey/manage?ref=&v=&sig=: the link of the visitor's mail. GET shows the booking and changes
// nothing (mail scanners open links); the page's buttons POST to act, once per link (docs/decisions/107).

/** The page's messages, by their keys in the record's `manage` block: the page shows them in its language. */
type ManageMessage = "cancelled" | "moved" | "alreadyCancelled" | "invalidLink" | "usedLink" | "begun";

type View =
  /** `slot`: the window a move went to, filled into the message in the page's language. */
  | { kind: "message"; tone: "done" | "problem"; message: ManageMessage; slot?: string }
  /** A post refused before it was read (rate, size, type): its message as handed on, shown with useMessageText(). */
  | { kind: "refused"; message: string }
  | { kind: "manage"; token: ManageToken; slot: string; moveError?: MessageId; chosen?: string };

/** The booking behind a link, or the message and status for a link that cannot act. */
async function open(params: URLSearchParams): Promise<{ view: View; status: number }> {
  const problem = (message: ManageMessage, status: number) => ({ view: { kind: "message", tone: "problem", message } as View, status });
  const token = readManageToken(params);
  if (!token) return problem("invalidLink", 403);
  const booking = await findBooking(await getDatabase(), token.reference);
  if (!booking) return problem("invalidLink", 403);
  if (booking.status === "cancelled") return problem("alreadyCancelled", 410);
  if (booking.linkVersion !== token.version) return problem("usedLink", 410);
  // A visit under way or over is no longer the visitor's to move or cancel here (changeBooking checks it again).
  if (hasBegun(booking.slot)) return problem("begun", 410);
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

export async function action({ request, context }: Route.ActionArgs) {
  // Each post reads the database and may send a mail: counted per client as the lead forms' posts are, on its own.
  const limit = await checkFormRateLimits("survey-manage", context.clientAddress);
  if (!limit.allowed) {
    const message = tooManyMessage(limit.retryAfterSeconds, localeOfPath(new URL(request.url).pathname));
    return data(await withDays({ kind: "refused", message }), { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const body = await readFormBody(request);
  if (!body.ok) return data(await withDays({ kind: "refused", message: body.message }), { status: body.status });
  const params = new URLSearchParams(body.fields);
  const opened = await open(params);
  if (opened.view.kind !== "manage") return data(await withDays(opened.view), { status: opened.status });
  const { token } = opened.view;
  const settings = surveySettings();
  const slot = params.get("intent") === "move" ? (params.get("slot") ?? "") : undefined;
  if (slot !== undefined) {
    const problem = slot ? slotError(slot, settings) : "forms.survey.error.slotRequired";
    if (problem) return data(await withDays({ ...opened.view, moveError: problem, chosen: slot }), { status: 400 });
  }
  const outcome = await changeBooking(await getDatabase(), { reference: token.reference, version: token.version, slot }, settings);
  if (!outcome.ok) {
    if (outcome.reason === "full") {
      return data(await withDays({ ...opened.view, moveError: slotFullMessage, chosen: slot }), { status: 409 });
    }
    const message = outcome.reason === "begun" ? "begun" : "usedLink";
    return data(await withDays({ kind: "message", tone: "problem", message }), { status: 410 });
  }
  const done: View = slot
    ? { kind: "message", tone: "done", message: "moved", slot: outcome.booking.slot }
    : { kind: "message", tone: "done", message: "cancelled" };
  return data(await withDays(done), { status: 200 });
}

export const meta = ({ location }: Route.MetaArgs) => [
  { title: surveyPageText[localeOfPath(location.pathname)].manage.metaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

// The link's signature is in the address: never cached, never sent to another site as a referrer (same-origin, not
// no-referrer: the latter makes the browser send "Origin: null" with the page's own POST, which the server refuses).
// A refused post's Retry-After is the action's.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Referrer-Policy", "same-origin");
  return headers;
};

export default function SiteSurveyManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, days, slotHours } = actionData ?? loaderData;
  const text = useMessageText();
  const locale = useLocale();
  const { phone } = useSiteConfig();
  const texts = useInLocale()(surveyPageText).manage;
  const message = useT();
  const tone = view.kind === "message" ? view.tone : "problem";
  /** What the page says when it does not show the booking: a record's message in the page's language, or a refusal. */
  const said =
    view.kind === "message"
      ? fillIn(texts[view.message], {
          phone,
          ...(view.slot && { when: message("survey.slot.dayAndWindow", surveySlotValues(view.slot, { slotHours }, locale)) }),
        })
      : view.kind === "refused"
        ? text(view.message)
        : undefined;
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
            role={tone === "done" ? "status" : "alert"}
            className={`flex max-w-2xl items-start gap-3 rounded-card p-6 ${tone === "done" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
          >
            {tone === "done" ? (
              <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
            )}
            <div>
              <p data-testid="manage-message">{said}</p>
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
