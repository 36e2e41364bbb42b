import { Send } from "lucide-react";
import type { CareersPageText, Opening } from "~/content/careers";
import { localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { leadLimits } from "~/leads/schemas/limits";
import type { FormActionData } from "~/leads/schemas/action-data";
import { useLocale } from "~/page-context/use-locale";
import { FieldError, FormField, RequiredMark, describedBy, inputClass } from "~/ui/forms/FormField";
import { CollectionNotice } from "~/ui/forms/ConsentFields";
import { FormAlert } from "~/ui/forms/FormFeedback";
import { SpamTraps } from "~/ui/forms/SpamTraps";
import { CV_FIELD } from "./application-schema";

const idPrefix = "application";
const id = (name: string) => `${idPrefix}-${name}`;

/**
 * The job application (docs/decisions/145): a plain multipart form posted to its page, without JavaScript. The server
 * answers with the page again when something needs fixing: the messages beside their fields and every text typed,
 * but never the file (a browser cannot be given one back), which the visitor is asked to choose again.
 */
export function ApplicationForm({
  result,
  openings,
  text,
  notice,
}: {
  result?: FormActionData;
  openings: readonly Opening[];
  text: CareersPageText;
  /** The collection notice with the company's facts filled in. */
  notice: CareersPageText["notice"];
}) {
  const t = useT();
  const locale = useLocale();
  const errors: Partial<Record<string, string>> = result?.status === "invalid" ? result.errors : {};
  const values: Partial<Record<string, string>> = result?.status === "invalid" ? result.values : {};
  const field = (name: string) => ({ id: id(name), name, defaultValue: values[name], ...describedBy(id(name), errors[name]) });
  const sentBack = result?.status === "invalid";
  const cvHintId = `${id(CV_FIELD)}-hint`;
  const noticeId = `${id("consent")}-notice`;
  const privacyPath = localizedPath("/legal/privacy", locale);

  return (
    <form method="post" encType="multipart/form-data" action={localizedPath("/careers", locale)} noValidate className="relative space-y-5">
      <FormAlert result={result} hasFieldErrors={Object.values(errors).some(Boolean)} />
      <SpamTraps />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id("name")} label={t("forms.quote.name")} required error={errors.name}>
          <input {...field("name")} type="text" autoComplete="name" required maxLength={leadLimits.name} className={inputClass} />
        </FormField>
        <FormField id={id("email")} label={t("forms.quote.email")} required error={errors.email}>
          <input {...field("email")} type="email" autoComplete="email" required maxLength={leadLimits.email} className={inputClass} />
        </FormField>
        <FormField id={id("phone")} label={t("forms.quote.phone")} error={errors.phone}>
          <input {...field("phone")} type="tel" autoComplete="tel" maxLength={leadLimits.phone} className={inputClass} />
        </FormField>
        <FormField id={id("opening")} label={t("forms.application.opening")} error={errors.opening}>
          <select {...field("opening")} defaultValue={values.opening || "general"} className={inputClass}>
            <option value="general">{t("forms.application.general")}</option>
            {openings.map((opening) => (
              <option key={opening.id} value={opening.id}>
                {`${opening.title} (${opening.city})`}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id={id("message")} label={t("forms.application.message")} error={errors.message}>
        <textarea {...field("message")} rows={4} maxLength={leadLimits.message} className={inputClass} />
      </FormField>
      <div>
        <label htmlFor={id(CV_FIELD)} className="text-sm font-semibold">
          {t("forms.application.cv")}
          <RequiredMark />
        </label>
        <p id={cvHintId} className="mt-1 text-sm text-ink-muted">
          {t("forms.application.cvHint")}
        </p>
        {/* A hint to the browser's picker only: the server reads the type from the file's bytes. */}
        <input
          id={id(CV_FIELD)}
          name={CV_FIELD}
          type="file"
          required
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className={`${inputClass} file:me-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
          {...describedBy(id(CV_FIELD), errors[CV_FIELD], cvHintId)}
        />
        <FieldError id={id(CV_FIELD)} error={errors[CV_FIELD]} />
        {sentBack && !errors[CV_FIELD] && (
          <p className="mt-1.5 text-sm font-semibold text-amber-800">{t("forms.application.chooseAgain")}</p>
        )}
      </div>
      <CollectionNotice id={noticeId} notice={notice} privacyPath={privacyPath} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={id("consent")}
            name="consent"
            type="checkbox"
            required
            defaultChecked={values.consent === "on"}
            className="mt-0.5 size-6 shrink-0 rounded accent-accent-700"
            {...describedBy(id("consent"), errors.consent, noticeId)}
          />
          <label htmlFor={id("consent")} className="text-sm">
            {text.consent}
            <RequiredMark />
          </label>
        </div>
        <FieldError id={id("consent")} error={errors.consent} />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("forms.application.submit")}
      </button>
    </form>
  );
}
