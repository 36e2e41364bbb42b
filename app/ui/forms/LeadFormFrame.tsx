import type { ReactNode } from "react";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { FormAlert } from "./FormFeedback";
import { SpamTraps } from "./SpamTraps";
import type { useLeadForm } from "./use-lead-form";

type LeadForm = ReturnType<typeof useLeadForm>;

/**
 * A lead form's frame: a real `<form method="post">` to its page in the page's language, which works before and
 * without JavaScript and, once live, is sent without a reload (useLeadForm). After the `header`: the form-level alert
 * and the spam traps, then the fields.
 */
export function LeadFormFrame({
  formRef,
  onSubmit,
  result,
  errors,
  page,
  className,
  header,
  children,
}: Pick<LeadForm, "formRef" | "onSubmit" | "result" | "errors"> & {
  /** The English path of the page the form posts to. */
  page: string;
  className: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <form
      ref={formRef}
      method="post"
      action={localizedPath(page, locale)}
      noValidate
      onSubmit={onSubmit}
      className={`relative ${className}`}
    >
      {header}
      <FormAlert result={result} hasFieldErrors={Object.values(errors).some(Boolean)} />
      <SpamTraps />
      {children}
    </form>
  );
}
