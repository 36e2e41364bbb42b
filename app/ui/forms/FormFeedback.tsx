import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import type { FormActionData } from "~/leads/schemas/action-data";
import { useT } from "~/i18n/messages";
import { useMessageText } from "~/page-context/use-locale";

/** The confirmation after a lead was stored: focused and announced, with the lead's reference. */
export function LeadConfirmation({
  title,
  message,
  reference,
  children,
}: {
  title: string;
  message: string;
  reference: string;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-card border border-emerald-700/20 bg-emerald-50 p-6 text-emerald-900">
      <CircleCheck aria-hidden="true" className="size-8 text-emerald-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-3 text-xl font-semibold outline-none">
        {title}
      </h3>
      <p className="mt-2">{message}</p>
      <LeadReference reference={reference} />
      {children}
    </div>
  );
}

/** A form-level problem: the request was refused, or fields need fixing. */
export function FormAlert({ result, hasFieldErrors }: { result?: FormActionData; hasFieldErrors: boolean }) {
  const text = useMessageText();
  // The server's answers are texts in the page's language; the schema's and the browser's are ids, or (forms not
  // yet moved to the messages) English texts.
  const message =
    result?.status === "refused"
      ? result.message
      : result?.status === "invalid" && result.formError
        ? result.formError
        : hasFieldErrors
          ? "forms.error.fixFields"
          : undefined;
  if (!message) return null;
  return (
    <p role="alert" className="flex items-center gap-2 rounded-card bg-red-50 p-3 text-sm font-semibold text-red-800">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {text(message)}
    </p>
  );
}

/** "Your reference: C-7K3M9QXR", as every confirmation shows it (the visitor quotes it when calling). */
export function LeadReference({ reference }: { reference: string }) {
  const t = useT();
  return (
    <p className="mt-3 font-semibold">
      {t("forms.referenceLabel")}{" "}
      <span className="tabular" data-testid="lead-reference">
        {reference}
      </span>
    </p>
  );
}
