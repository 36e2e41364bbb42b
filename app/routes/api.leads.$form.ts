import { formStrings } from "~/content/strings/forms";
import type { FormActionData } from "~/leads/schemas/action-data";
import { contactLeadForm, newsletterLeadForm, quoteLeadForm, surveyLeadForm } from "~/leads/lead-forms.server";
import { isLeadFormName, leadFormNames, type LeadApiNotFound } from "~/leads/schemas/lead-api";
import { leadApiAction } from "~/leads/submission.server";
import type { Route } from "./+types/api.leads.$form";

// POST /api/leads/:form: the lead forms' JavaScript path, the page forms' pipeline answered as JSON (docs/decisions/055).

const notFound = (form: string | undefined) =>
  Response.json(
    {
      status: "not-found",
      message: `There is no form "${String(form).slice(0, 40)}". Forms: ${leadFormNames.join(", ")}.`,
    } satisfies LeadApiNotFound,
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );

export function action({ request, context, params }: Route.ActionArgs) {
  switch (params.form) {
    case "contact":
      return leadApiAction(request, context, contactLeadForm);
    case "quote":
      return leadApiAction(request, context, quoteLeadForm);
    case "newsletter":
      return leadApiAction(request, context, newsletterLeadForm);
    case "survey":
      return leadApiAction(request, context, surveyLeadForm);
    default:
      return notFound(params.form);
  }
}

export function loader({ params }: Route.LoaderArgs) {
  if (!isLeadFormName(params.form)) return notFound(params.form);
  const answer: FormActionData = { status: "refused", form: params.form, message: formStrings.methodNotAllowed };
  return Response.json(answer, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
