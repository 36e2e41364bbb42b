import type { AppLoadContext } from "react-router";
import { i18nFor } from "~/i18n/messages.server";
import type { FormActionData, FormName } from "./schemas/action-data";
import { isLeadFormName, leadFormNames, type LeadApiNotFound } from "./schemas/lead-api";
import type { LeadFormKind } from "./form-kinds.server";
import { leadApiAction } from "./submission.server";

// POST /api/leads/:form: the lead forms' JavaScript path, the page forms' pipeline answered as JSON (docs/decisions/055).
// Called by its route module and, at volume, straight from Express (server/lead-endpoint.ts, decision 124).

const notFound = (form: string | undefined) =>
  Response.json(
    {
      status: "not-found",
      message: `There is no form "${String(form).slice(0, 40)}". Forms: ${leadFormNames.join(", ")}.`,
    } satisfies LeadApiNotFound,
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );

/**
 * A post to the endpoint: the named form's submission, answered as JSON; 404 for a form that does not exist. The
 * forms come from the caller (the composition module's list, app/forms/registry.server.ts).
 */
export function postLeadApi(
  request: Request,
  context: AppLoadContext,
  form: string | undefined,
  forms: Readonly<Record<FormName, LeadFormKind>>,
) {
  return isLeadFormName(form) ? leadApiAction(request, context, forms[form]) : notFound(form);
}

/** Any other method: 405 with the form's refusal (in English: the endpoint's path names no language), or the same 404. */
export function getLeadApi(form: string | undefined) {
  if (!isLeadFormName(form)) return notFound(form);
  const answer: FormActionData = { status: "refused", form, message: i18nFor("en")._("forms.error.methodNotAllowed") };
  return Response.json(answer, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
