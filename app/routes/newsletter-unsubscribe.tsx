import { data } from "react-router";
import { NewsletterOutcome } from "~/leads/components/NewsletterOutcome";
import { getDatabase } from "~/db/db.server";
import { getDeliveryConfig } from "~/leads/delivery/config.server";
import { newsletterPages } from "~/content/strings/newsletter";
import { unsubscribe } from "~/leads/newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

// /newsletter/unsubscribe?token=...: one click on the link in any newsletter mail (GET), or
// the mail client's own button (RFC 8058: POST with List-Unsubscribe=One-Click). Both just
// unsubscribe; doing it twice answers the same.

async function handle(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await unsubscribe(await getDatabase(), token, getDeliveryConfig().newsletterSecret);
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = newsletterPages.unsubscribe[loaderData?.outcome ?? "invalid"];
  return [{ title: page.title }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? loaderData).outcome;
  const page = newsletterPages.unsubscribe[outcome];
  return <NewsletterOutcome title={page.title} text={page.text} success={outcome === "unsubscribed"} />;
}
