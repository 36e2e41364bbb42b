import { data } from "react-router";
import { getDatabase } from "~/db/db.server";
import { newsletterPages as newsletterPagesEn } from "~/content/strings/newsletter";
import { useLocalize } from "~/page-context/use-locale";
import { NewsletterOutcome } from "~/leads/components/NewsletterOutcome";
import { NewsletterPrompt } from "~/leads/components/NewsletterPrompt";
import { confirmSubscription, looksLikeLinkToken, type ConfirmOutcome } from "~/leads/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

// /newsletter/confirm?token=...: the double opt-in link. Opening it shows a button; only its POST confirms.
// Server-rendered on each request, never indexed, never cached: the answer depends on the token's state.

const statusOf: Record<ConfirmOutcome, number> = { confirmed: 200, used: 410, expired: 410, invalid: 400 };
type Shown = ConfirmOutcome | "prompt";

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
  const newsletterPages = useLocalize()(newsletterPagesEn);
  const page = newsletterPages.confirm[shown];
  return (
    <>
      <title>{page.title}</title>
      {shown === "prompt" ? (
        <NewsletterPrompt {...newsletterPages.confirm.prompt} />
      ) : (
        <NewsletterOutcome title={page.title} text={page.text} success={shown === "confirmed"} />
      )}
    </>
  );
}
