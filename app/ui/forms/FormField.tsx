import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useMessageText } from "~/page-context/use-locale";

export const inputClass =
  "mt-1.5 block min-h-11 w-full rounded-card border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export const errorId = (id: string) => `${id}-error`;

/** aria-invalid and aria-describedby for a control, tying it to its error (and an optional hint). */
export function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const text = useMessageText();
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* The schema's messages are ids (or, forms not yet moved, English texts); the server's are texts. */}
      {text(error)}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

/** A labelled control with its error beside it. */
export function FormField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
