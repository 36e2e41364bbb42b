import { Send } from "lucide-react";
import { ConsentFields } from "~/ui/forms/ConsentFields";
import { LeadConfirmation } from "~/ui/forms/FormFeedback";
import { LeadFormFrame } from "~/ui/forms/LeadFormFrame";
import { FormField, inputClass } from "~/ui/forms/FormField";
import { ReachFields } from "~/ui/forms/ReachFields";
import { useLeadForm } from "~/ui/forms/use-lead-form";
import type { ConsentTexts } from "~/content/consent";
import type { ServiceChoice } from "~/content/home/contact";
import type { FormActionData } from "~/leads/schemas/action-data";
import { useT } from "~/i18n/messages";
import { leadLimits } from "~/leads/schemas/limits";
import { loadValidateContact } from "~/leads/schemas/load-validate";

/**
 * The contact form (SPEC §2, §3, §5, §9): a real `<form method="post">` to /contact/contact-us, whose action stores
 * the lead. Errors sit beside their fields (aria-invalid, aria-describedby); without JavaScript the server answers.
 * The service choices and the consent texts come in the page's language as props (decision 140).
 */
export function ContactForm({
  initialResult,
  serviceChoices,
  consent,
}: {
  initialResult?: FormActionData;
  serviceChoices: readonly ServiceChoice[];
  consent: ConsentTexts;
}) {
  const t = useT();
  const leadForm = useLeadForm({ form: "contact", idPrefix: "contact", loadValidate: loadValidateContact, initialResult });
  const { formRef, onSubmit, errors, clearError, fieldProps, result, values, submitting } = leadForm;

  if (result?.status === "success") {
    return (
      <LeadConfirmation
        title={t("forms.contact.confirmationTitle")}
        message={t("forms.contact.confirmation")}
        reference={result.reference}
      />
    );
  }

  return (
    <LeadFormFrame formRef={formRef} onSubmit={onSubmit} result={result} errors={errors} page="/contact/contact-us" className="space-y-4">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t("forms.quote.name")} required error={errors.name}>
          <input {...fieldProps("name")} type="text" autoComplete="name" required maxLength={leadLimits.name} className={inputClass} />
        </FormField>
        <ReachFields idPrefix="contact" form={leadForm} />
        <FormField id="contact-company" label={t("forms.quote.company")} error={errors.company}>
          <input {...fieldProps("company")} type="text" autoComplete="organization" maxLength={leadLimits.company} className={inputClass} />
        </FormField>
      </div>
      <FormField id="contact-service" label={t("forms.contact.service")} error={errors.service}>
        <select {...fieldProps("service")} defaultValue={values.service ?? ""} className={inputClass}>
          <option value="">{t("forms.contact.servicePlaceholder")}</option>
          {serviceChoices.map((choice) => (
            // The value is the English choice the schema knows; the visitor reads it in the page's language.
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contact-message" label={t("forms.quote.message")} error={errors.message}>
        <textarea
          {...fieldProps("message")}
          rows={3}
          maxLength={leadLimits.message}
          placeholder={t("forms.contact.messagePlaceholder")}
          className={inputClass}
        />
      </FormField>
      <ConsentFields
        id="contact-consent"
        texts={consent}
        error={errors.consent}
        onChange={() => clearError("consent")}
        marketingChecked={values.marketing === "on"}
      />
      <button type="submit" disabled={submitting} className="btn-primary w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {submitting ? t("forms.sending") : t("forms.contact.submit")}
      </button>
    </LeadFormFrame>
  );
}
