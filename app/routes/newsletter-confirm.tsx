import { data } from "react-router";
import { NewsletterOutcome } from "~/leads/components/NewsletterOutcome";
import { getDatabase } from "~/db/db.server";
import { newsletterPages } from "~/content/strings/newsletter";
import { confirmSubscription, type ConfirmOutcome } from "~/leads/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

// /newsletter/confirm?token=...: the double opt-in link. Server-rendered on each request
// (not prerendered), never indexed, never cached: the answer depends on the token's state.

const statusOf: Record<ConfirmOutcome, number> = { confirmed: 200, used: 410, expired: 410, invalid: 400 };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await confirmSubscription(await getDatabase(), token);
  return data({ outcome }, { status: statusOf[outcome] });
}

export function headers() {
  // The token is in the URL: keep it out of caches and out of Referer headers.
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = newsletterPages.confirm[loaderData?.outcome ?? "invalid"];
  return [{ title: page.title }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const page = newsletterPages.confirm[loaderData.outcome];
  return <NewsletterOutcome title={page.title} text={page.text} success={loaderData.outcome === "confirmed"} />;
}
