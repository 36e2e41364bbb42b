import { data } from "react-router";
import { getDatabase } from "~/db/db.server";
import { useT, type MessageId } from "~/i18n/messages";
import { NewsletterOutcome } from "~/leads/components/NewsletterOutcome";
import { NewsletterPrompt } from "~/leads/components/NewsletterPrompt";
import { getDeliveryConfig } from "~/leads/delivery/config.server";
import { looksLikeLinkToken, unsubscribe, type UnsubscribeOutcome } from "~/leads/newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

// /newsletter/unsubscribe?token=...: the link in every newsletter mail. Opening it shows a button; the POST of
// that button, or of the mail client's own (RFC 8058: List-Unsubscribe=One-Click), unsubscribes. Doing it twice
// answers the same.

type Shown = UnsubscribeOutcome | "prompt";

/** The page's title and text for what it shows. */
const texts = {
  prompt: { title: "newsletter.unsubscribe.prompt.title", text: "newsletter.unsubscribe.prompt.text" },
  unsubscribed: { title: "newsletter.unsubscribe.unsubscribed.title", text: "newsletter.unsubscribe.unsubscribed.text" },
  invalid: { title: "newsletter.unsubscribe.invalid.title", text: "newsletter.unsubscribe.invalid.text" },
} as const satisfies Record<Shown, { title: MessageId; text: MessageId }>;

export function loader({ request }: Route.LoaderArgs) {
  const shown: Shown = looksLikeLinkToken("unsubscribe", new URL(request.url).searchParams.get("token")) ? "prompt" : "invalid";
  return data({ shown }, { status: shown === "prompt" ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribe(await getDatabase(), token, getDeliveryConfig().newsletterSecret);
  return data({ shown: outcome as Shown }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

// The token is in the URL: as on the confirm page, never cached and never a cross-site referrer.
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

// The title depends on the action's outcome, which meta() does not see: the page renders its own <title>.
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { shown } = actionData ?? loaderData;
  const t = useT();
  const title = t(texts[shown].title);
  const text = t(texts[shown].text);
  return (
    <>
      <title>{title}</title>
      {shown === "prompt" ? (
        <NewsletterPrompt title={title} text={text} button={t("newsletter.unsubscribe.prompt.button")} />
      ) : (
        <NewsletterOutcome title={title} text={text} success={shown === "unsubscribed"} />
      )}
    </>
  );
}
