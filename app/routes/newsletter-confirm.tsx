import { data } from "react-router";
import { getDatabase } from "~/db/db.server";
import { useT, type MessageId } from "~/i18n/messages";
import { NewsletterOutcome } from "~/leads/components/NewsletterOutcome";
import { NewsletterPrompt } from "~/leads/components/NewsletterPrompt";
import { confirmSubscription, looksLikeLinkToken, type ConfirmOutcome } from "~/leads/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

// /newsletter/confirm?token=...: the double opt-in link. Opening it shows a button; only its POST confirms.
// Server-rendered on each request, never indexed, never cached: the answer depends on the token's state.

const statusOf: Record<ConfirmOutcome, number> = { confirmed: 200, used: 410, expired: 410, invalid: 400 };
type Shown = ConfirmOutcome | "prompt";

/** The page's title and text for what it shows. */
const texts = {
  prompt: { title: "newsletter.confirm.prompt.title", text: "newsletter.confirm.prompt.text" },
  confirmed: { title: "newsletter.confirm.confirmed.title", text: "newsletter.confirm.confirmed.text" },
  used: { title: "newsletter.confirm.used.title", text: "newsletter.confirm.used.text" },
  expired: { title: "newsletter.confirm.expired.title", text: "newsletter.confirm.expired.text" },
  invalid: { title: "newsletter.confirm.invalid.title", text: "newsletter.confirm.invalid.text" },
} as const satisfies Record<Shown, { title: MessageId; text: MessageId }>;

export function loader({ request }: Route.LoaderArgs) {
  const shown: Shown = looksLikeLinkToken("confirm", new URL(request.url).searchParams.get("token")) ? "prompt" : "invalid";
  return data({ shown }, { status: shown === "prompt" ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await confirmSubscription(await getDatabase(), new URL(request.url).searchParams.get("token"));
  return data({ shown: outcome as Shown }, { status: statusOf[outcome] });
}

// The token is in the URL: never cached, never sent to another site as a referrer (same-origin, not no-referrer: the
// latter makes the browser send "Origin: null" with the page's own POST, which the server refuses as cross-site).
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

// The title depends on the action's outcome, which meta() does not see: the page renders its own <title>.
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { shown } = actionData ?? loaderData;
  const t = useT();
  const title = t(texts[shown].title);
  const text = t(texts[shown].text);
  return (
    <>
      <title>{title}</title>
      {shown === "prompt" ? (
        <NewsletterPrompt title={title} text={text} button={t("newsletter.confirm.prompt.button")} />
      ) : (
        <NewsletterOutcome title={title} text={text} success={shown === "confirmed"} />
      )}
    </>
  );
}
