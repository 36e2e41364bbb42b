import { useRef, useState, type FormEvent } from "react";
import type { FormActionData, FormName } from "~/leads/schemas/action-data";
import { leadApiPath, type LeadApiAnswer } from "~/leads/schemas/lead-api";
import type { MessageId } from "~/i18n/messages";
import { describedBy } from "./FormField";

type Validate = (fields: Record<string, string>) => { success: true } | { success: false; errors: Partial<Record<string, string>> };

interface Options {
  form: FormName;
  /** Prefix of the controls' ids, so that several forms can share a page. */
  idPrefix: string;
  /** Loads the form's validation on first use, so its schema does not weigh on the page's first load. */
  loadValidate: () => Promise<Validate>;
  /** What the route's action answered to a submission without JavaScript (server-rendered). */
  initialResult?: FormActionData;
}

/** Sends a live form to the page action's JSON twin (docs/decisions/055), with the same body the page would post. */
async function send(form: HTMLFormElement, name: FormName): Promise<FormActionData> {
  try {
    const response = await fetch(leadApiPath(name), { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } });
    const answer = (await response.json()) as LeadApiAnswer;
    return answer.status === "not-found" ? { status: "refused", form: name, message: answer.message } : answer;
  } catch {
    return { status: "refused", form: name, message: "forms.error.network" satisfies MessageId };
  }
}

/**
 * A lead form that posts to its page: without JavaScript (or before the island is live) the browser posts and the
 * server answers with a page; once live, the same schema checks first and the form is sent without a reload.
 */
export function useLeadForm({ form, idPrefix, loadValidate, initialResult }: Options) {
  const [answer, setAnswer] = useState<FormActionData | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const result = answer ?? initialResult;
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const errors: Partial<Record<string, string>> = clientErrors ?? serverErrors;

  const focusFirstError = (fieldErrors: Partial<Record<string, string>>) => {
    const element = formRef.current;
    const first = element && [...element.elements].find((el) => el instanceof HTMLElement && fieldErrors[el.getAttribute("name") ?? ""]);
    (first as HTMLElement | undefined)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const validate = await loadValidate();
    const fields = Object.fromEntries([...new FormData(element)].map(([name, value]) => [name, String(value)]));
    const validation = validate(fields);
    if (!validation.success) {
      setClientErrors(validation.errors);
      focusFirstError(validation.errors);
      return;
    }
    setClientErrors(null);
    setSubmitting(true);
    const data = await send(element, form);
    setSubmitting(false);
    setAnswer(data);
    if (data.status === "invalid") focusFirstError(data.errors);
    if (data.status === "success") element.reset();
  };

  const values = initialResult?.status === "invalid" ? initialResult.values : {};
  const clearError = (field: string) => errors[field] && setClientErrors({ ...errors, [field]: undefined });

  return {
    /** id, name, the value sent back, and the error wiring (aria-invalid, aria-describedby) of a field. */
    fieldProps: (name: string) => ({
      id: `${idPrefix}-${name}`,
      name,
      defaultValue: values[name],
      onChange: () => clearError(name),
      ...describedBy(`${idPrefix}-${name}`, errors[name]),
    }),
    formRef,
    onSubmit,
    errors,
    clearError,
    result,
    /** Values sent back by the server after a failed submission without JavaScript. */
    values,
    submitting,
  };
}
