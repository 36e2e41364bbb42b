import type { Route } from "./+types/service-request";
import { serviceLeadForm } from "~/forms/registry.server";
import { leadPageAction } from "~/leads/submission.server";
import { ServiceRequestPage } from "~/service-request/ServiceRequestPage";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

// Retry-After and the like, set by the action, reach the page's response too.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

/** A customer's service request, posted with or without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, serviceLeadForm);
}

export default function ServiceRequestRoute({ actionData }: Route.ComponentProps) {
  return (
    <PageShell page={usePage()}>
      <ServiceRequestPage result={actionData} />
    </PageShell>
  );
}
