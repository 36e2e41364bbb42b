import type { Route } from "./+types/contact-us";
import { ContactSection } from "~/home/ContactSection";
import { PageShell } from "~/shell/PageShell";
import { contactLeadForm } from "~/forms/registry.server";
import { leadPageAction } from "~/leads/submission.server";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

/** Every contact form of the site (home, /contact, this page) posts here, with or without JavaScript. */
// Retry-After and the like, set by the action, reach the page's response too.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, contactLeadForm);
}

export default function ContactUsPage({ actionData }: Route.ComponentProps) {
  return (
    <PageShell page={usePage()}>
      <ContactSection variant="page" initialResult={actionData} />
    </PageShell>
  );
}
