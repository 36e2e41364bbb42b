import { Phone, Send, Siren } from "lucide-react";
import type { ConsentTexts } from "~/content/consent";
import type { ServiceRequestChoice, ServiceRequestPageText, ServiceRequestUrgency } from "~/content/service-request";
import { SITE_MAX_LENGTH } from "~/content/service-request-choices";
import { phoneHref } from "~/content/site";
import { useT } from "~/i18n/messages";
import type { FormActionData } from "~/leads/schemas/action-data";
import { leadLimits } from "~/leads/schemas/limits";
import { ConsentFields } from "~/ui/forms/ConsentFields";
import { LeadConfirmation } from "~/ui/forms/FormFeedback";
import { LeadFormFrame } from "~/ui/forms/LeadFormFrame";
import { FieldError, FormField, RequiredMark, describedBy, inputClass } from "~/ui/forms/FormField";
import { useLeadForm } from "~/ui/forms/use-lead-form";
import { loadValidateServiceRequest } from "./load-validate";

// The ids make the emergency choice's radio #service-urgency-emergency, which the page's :has() rules look for.
const idPrefix = "service";

/**
 * A customer's service request (docs/decisions/158): a real `<form method="post">` to its page, sent without a reload
 * once the island is live. Choosing "emergency" shows the emergency line at once (CSS :has(), with or without
 * JavaScript); the page's aside shows it all along. Texts come in the page's language as props (decision 140).
 */
export function ServiceRequestForm({
  initialResult,
  systems,
  urgencies,
  emergency,
  emergencyPhone,
  consent,
}: {
  initialResult?: FormActionData;
  systems: readonly ServiceRequestChoice[];
  urgencies: readonly ServiceRequestUrgency[];
  emergency: ServiceRequestPageText["emergency"];
  emergencyPhone: string;
  consent: ConsentTexts;
}) {
  const t = useT();
  const { formRef, onSubmit, errors, clearError, fieldProps, result, values, submitting } = useLeadForm({
    form: "service",
    idPrefix,
    loadValidate: loadValidateServiceRequest,
    initialResult,
  });

  if (result?.status === "success") {
    return (
      <LeadConfirmation
        title={t("forms.service.confirmationTitle")}
        message={t("forms.service.confirmation")}
        reference={result.reference}
      />
    );
  }

  const urgencyId = `${idPrefix}-urgency`;
  return (
    <LeadFormFrame
      formRef={formRef}
      onSubmit={onSubmit}
      result={result}
      errors={errors}
      page="/contact/service-request"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${idPrefix}-name`} label={t("forms.quote.name")} required error={errors.name}>
          <input {...fieldProps("name")} type="text" autoComplete="name" required maxLength={leadLimits.name} className={inputClass} />
        </FormField>
        <FormField id={`${idPrefix}-phone`} label={t("forms.quote.phone")} required error={errors.phone}>
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" required maxLength={leadLimits.phone} className={inputClass} />
        </FormField>
        <FormField id={`${idPrefix}-email`} label={t("forms.service.email")} error={errors.email}>
          <input {...fieldProps("email")} type="email" autoComplete="email" maxLength={leadLimits.email} className={inputClass} />
        </FormField>
        <FormField id={`${idPrefix}-system`} label={t("forms.service.system")} required error={errors.system}>
          <select {...fieldProps("system")} defaultValue={values.system ?? ""} required className={inputClass}>
            <option value="">{t("forms.service.systemPlaceholder")}</option>
            {systems.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id={`${idPrefix}-site`} label={t("forms.service.site")} required error={errors.site}>
        <input
          {...fieldProps("site")}
          type="text"
          autoComplete="street-address"
          required
          maxLength={SITE_MAX_LENGTH}
          placeholder={t("forms.service.sitePlaceholder")}
          className={inputClass}
        />
      </FormField>
      <FormField id={`${idPrefix}-problem`} label={t("forms.service.problem")} required error={errors.problem}>
        <textarea {...fieldProps("problem")} rows={4} required maxLength={leadLimits.message} className={inputClass} />
      </FormField>
      <fieldset>
        <legend className="text-sm font-semibold">
          {t("forms.service.urgency")}
          <RequiredMark />
        </legend>
        <div className="mt-2 grid gap-2">
          {urgencies.map((choice) => {
            const id = `${urgencyId}-${choice.value}`;
            return (
              <div
                key={choice.value}
                className="flex items-start gap-3 rounded-card border border-slate-200 bg-white p-3 has-checked:border-accent-700 has-checked:bg-accent-500/5"
              >
                <input
                  id={id}
                  type="radio"
                  name="urgency"
                  value={choice.value}
                  required
                  defaultChecked={values.urgency === choice.value}
                  onChange={() => clearError("urgency")}
                  {...describedBy(urgencyId, errors.urgency, `${id}-hint`)}
                  className="mt-0.5 size-6 shrink-0 accent-accent-700"
                />
                <label htmlFor={id} className="text-sm">
                  <span className="font-semibold">{choice.label}</span>
                  <span id={`${id}-hint`} className="block text-ink-muted">
                    {choice.hint}
                  </span>
                </label>
              </div>
            );
          })}
        </div>
        <FieldError id={urgencyId} error={errors.urgency} />
      </fieldset>
      {/* Shown while "emergency" is checked, by the page's :has() rule: no script is needed to see the number. */}
      <div
        data-emergency-callout
        className="hidden items-start gap-3 rounded-card border border-red-700/30 bg-red-50 p-4 text-red-900 [[data-service-request]:has(#service-urgency-emergency:checked)_&]:flex"
      >
        <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        <div>
          <p className="font-semibold">{emergency.chosen}</p>
          <a
            href={phoneHref(emergencyPhone)}
            className="mt-2 inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-card bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            <Phone aria-hidden="true" className="size-4" />
            {emergency.call}
            <span dir="ltr" className="tabular whitespace-nowrap">
              {emergencyPhone}
            </span>
          </a>
        </div>
      </div>
      <ConsentFields
        id={`${idPrefix}-consent`}
        texts={consent}
        error={errors.consent}
        onChange={() => clearError("consent")}
        marketingChecked={values.marketing === "on"}
      />
      <button type="submit" disabled={submitting} className="btn-primary w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {submitting ? t("forms.sending") : t("forms.service.submit")}
      </button>
    </LeadFormFrame>
  );
}
