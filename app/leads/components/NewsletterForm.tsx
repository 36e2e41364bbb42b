import { Send } from "lucide-react";
import type { FormActionData } from "~/leads/schemas/action-data";
import { localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useLocale, useMessageText } from "~/page-context/use-locale";
import { FieldError } from "~/ui/forms/FormField";
import { SpamTraps } from "~/ui/forms/SpamTraps";
import { useLeadForm } from "~/ui/forms/use-lead-form";
import { leadLimits } from "~/leads/schemas/limits";
import { loadValidateNewsletter } from "~/leads/schemas/load-validate";

/** The footer's newsletter box: posts to /newsletter (a page of its own without JavaScript). */
export function NewsletterForm({ initialResult, tone = "dark" }: { initialResult?: FormActionData; tone?: "dark" | "light" }) {
  const locale = useLocale();
  const message = useT();
  const text = useMessageText();
  const idPrefix = tone === "dark" ? "newsletter" : "newsletter-page";
  const { formRef, onSubmit, errors, fieldProps, result, submitting } = useLeadForm({
    form: "newsletter",
    idPrefix,
    loadValidate: loadValidateNewsletter,
    initialResult,
  });
  const { id, ...emailProps } = fieldProps("email");
  const refused = result?.status === "refused" ? result.message : result?.status === "invalid" ? result.formError : undefined;
  return (
    <form
      ref={formRef}
      method="post"
      action={localizedPath("/newsletter", locale)}
      noValidate
      onSubmit={onSubmit}
      className="relative max-w-sm space-y-2"
    >
      <SpamTraps />
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {message("forms.newsletter.emailLabel")}
        </label>
        <input
          id={id}
          {...emailProps}
          type="email"
          required
          autoComplete="email"
          maxLength={leadLimits.email}
          placeholder={message("forms.newsletter.emailLabel")}
          className={
            tone === "dark"
              ? "min-h-11 w-full rounded-card border border-white/20 bg-navy-800 px-3 text-sm text-white placeholder:text-slate-400"
              : "min-h-11 w-full rounded-card border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-500"
          }
        />
        <button type="submit" disabled={submitting} className="btn-primary px-3" aria-label={message("forms.newsletter.subscribe")}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
      <div aria-live="polite" className={tone === "dark" ? "text-sm [&_p]:text-red-300" : "text-sm"}>
        <FieldError id={id} error={errors.email} />
        {refused && <p role="alert">{text(refused)}</p>}
        {result?.status === "success" && (
          <p className={tone === "dark" ? "text-emerald-300" : "text-emerald-800"}>{message("forms.newsletter.pending")}</p>
        )}
      </div>
    </form>
  );
}
