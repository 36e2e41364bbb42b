import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ConsentTexts } from "~/content/consent";
import { ConsentFields } from "~/ui/forms/ConsentFields";
import { LeadConfirmation } from "~/ui/forms/FormFeedback";
import { LeadFormFrame } from "~/ui/forms/LeadFormFrame";
import { FormField, inputClass } from "~/ui/forms/FormField";
import { ReachFields } from "~/ui/forms/ReachFields";
import { useLeadForm } from "~/ui/forms/use-lead-form";
import { encodeConfigurator, type ConfiguratorState } from "~/quote-model/configurator-url";
import { leadLimits } from "~/leads/schemas/limits";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { surveyLink } from "~/site-survey/survey-link";
import { useT } from "~/i18n/messages";
import { loadValidateQuote } from "~/leads/schemas/load-validate";

/**
 * After Get Official Quote: asks only what is missing (name, a way to reach the visitor, consent) and sends the quote;
 * `confirmation` is what the visitor is told once it is sent, `consent` the consent fields' texts and `surveyLabel` the
 * link to book the survey then, all in the page's language.
 */
export function ConfiguratorQuoteRequest({
  state,
  confirmation,
  consent,
  surveyLabel,
}: {
  state: ConfiguratorState;
  confirmation: string;
  consent: ConsentTexts;
  surveyLabel: string;
}) {
  const locale = useLocale();
  const message = useT();
  const leadForm = useLeadForm({ form: "quote", idPrefix: "configurator", loadValidate: loadValidateQuote });
  const { formRef, onSubmit, errors, clearError, fieldProps, result, submitting } = leadForm;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  if (result?.status === "success") {
    return (
      <LeadConfirmation title={message("configurator.request.confirmationTitle")} message={confirmation} reference={result.reference}>
        <a href={localizedPath(surveyLink({ building: state.buildingTypeId }), locale)} className="btn-primary mt-4">
          {surveyLabel}
        </a>
      </LeadConfirmation>
    );
  }
  return (
    <LeadFormFrame
      formRef={formRef}
      onSubmit={onSubmit}
      result={result}
      errors={errors}
      page="/contact/get-quote"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-6 shadow-sm"
      header={
        <>
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {message("configurator.request.title")}
          </h3>
          <p className="text-sm text-ink-muted">{message("configurator.request.intro")}</p>
        </>
      }
    >
      {[...encodeConfigurator(state)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormField id="configurator-name" label={message("forms.quote.name")} required error={errors.name}>
        <input {...fieldProps("name")} type="text" autoComplete="name" required maxLength={leadLimits.name} className={inputClass} />
      </FormField>
      <ReachFields idPrefix="configurator" form={leadForm} />
      <ConsentFields id="configurator-consent" texts={consent} error={errors.consent} onChange={() => clearError("consent")} />
      <button type="submit" disabled={submitting} className="btn-primary">
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {submitting ? message("forms.sending") : message("configurator.request.submit")}
      </button>
    </LeadFormFrame>
  );
}
