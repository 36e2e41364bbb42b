import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { FormActionData } from "~/leads/schemas/action-data";
import { describedBy } from "./FormField";

type Validate = (fields: Record<string, string>) => { success: true } | { success: false; errors: Partial<Record<string, string>> };

interface Options {
  /** Prefix of the controls' ids, so that several forms can share a page. */
  idPrefix: string;
  /** Loads the form's validation on first use, so its schema does not weigh on the page's first load. */
  loadValidate: () => Promise<Validate>;
  /** What the route's action answered to a submission without JavaScript (server-rendered). */
  initialResult?: FormActionData;
}

/**
 * A lead form that posts to its route action: without JavaScript the browser posts and the page shows the
 * server's answer; with JavaScript the same schema checks first, then a fetcher submits without a reload.
 */
export function useLeadForm({ idPrefix, loadValidate, initialResult }: Options) {
  const fetcher = useFetcher<FormActionData>();
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? initialResult;
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const errors: Partial<Record<string, string>> = clientErrors ?? serverErrors;

  const focusFirstError = (fieldErrors: Partial<Record<string, string>>) => {
    const form = formRef.current;
    const first = form && [...form.elements].find((el) => el instanceof HTMLElement && fieldErrors[el.getAttribute("name") ?? ""]);
    (first as HTMLElement | undefined)?.focus();
  };

  useEffect(() => {
    if (fetcher.data?.status === "invalid") focusFirstError(fetcher.data.errors);
    if (fetcher.data?.status === "success") formRef.current?.reset();
  }, [fetcher.data]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const validate = await loadValidate();
    const fields = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const validation = validate(fields);
    if (!validation.success) {
      setClientErrors(validation.errors);
      focusFirstError(validation.errors);
      return;
    }
    setClientErrors(null);
    void fetcher.submit(form);
  };

  const values = initialResult?.status === "invalid" ? initialResult.values : {};
  const clearError = (field: string) => errors[field] && setClientErrors({ ...errors, [field]: undefined });

  return {
    Form: fetcher.Form,
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
    submitting: fetcher.state !== "idle",
  };
}
