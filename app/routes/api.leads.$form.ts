import { leadForms } from "~/forms/registry.server";
import { getLeadApi, postLeadApi } from "~/leads/lead-api.server";
import type { Route } from "./+types/api.leads.$form";

// POST /api/leads/:form, the lead forms' JSON endpoint (docs/decisions/055). Express answers posts itself through the
// same function (server/lead-endpoint.ts); the route keeps the other methods and any request Express passes on.

export function action({ request, context, params }: Route.ActionArgs) {
  return postLeadApi(request, context, params.form, leadForms);
}

export function loader({ params }: Route.LoaderArgs) {
  return getLeadApi(params.form);
}
