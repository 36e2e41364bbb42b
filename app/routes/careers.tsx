import type { Route } from "./+types/careers";
import { CareersPage } from "~/careers/CareersPage";
import { applicationLeadForm } from "~/forms/registry.server";
import { leadPageAction } from "~/leads/submission.server";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta = registryMeta;

// Retry-After and the like, set by the action, reach the page's response too.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

/** The job application, posted as a plain multipart form (with its CV) with or without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, applicationLeadForm);
}

export default function CareersRoute({ actionData }: Route.ComponentProps) {
  return (
    <PageShell page={usePage()}>
      <CareersPage result={actionData} />
    </PageShell>
  );
}
