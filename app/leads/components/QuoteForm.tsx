import { Send } from "lucide-react";
import type { BuildingTypeName } from "~/content/configurator";
import type { ConsentTexts } from "~/content/consent";
import type { QuoteTopicChoices } from "~/content/quote-topics";
import { itemParams, BUILDING_PARAM } from "~/quote-model/configurator-url";
import type { FormActionData } from "~/leads/schemas/action-data";
import type { QuoteEstimate } from "~/quote-model/quote";
import { CHECKER_PARAM } from "~/leads/schemas/checker-param";
import type { CheckerHandOff } from "~/cctv-law/hand-off";
import type { ProjectHandOff } from "~/content/case-studies";
import { PROJECT_PARAM } from "~/content/case-study-ids";
import { localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";
import { ConsentFields } from "~/ui/forms/ConsentFields";
import { LeadConfirmation } from "~/ui/forms/FormFeedback";
import { LeadFormFrame } from "~/ui/forms/LeadFormFrame";
import { QuoteEstimateTable } from "./QuoteEstimateTable";
import { FormField, inputClass } from "~/ui/forms/FormField";
import { leadLimits } from "~/leads/schemas/limits";
import { ReachFields } from "~/ui/forms/ReachFields";
import { useLeadForm } from "~/ui/forms/use-lead-form";
import { loadValidateQuote } from "~/leads/schemas/load-validate";

interface Props {
  topic: string;
  building: string;
  /** The configuration carried from the configurator, with the server's estimate; null when none. */
  estimate: QuoteEstimate | null;
  /** The CCTV-law checker's answers carried from its result page; null when none. */
  checker: CheckerHandOff | null;
  /** The case study a reference site visit is asked for; null when none. */
  project: ProjectHandOff | null;
  /**
   * In the page's language (decision 140): the configurator's building types, the topics by group, the consent
   * texts, and what a sent quote request is told.
   */
  buildingTypes: readonly BuildingTypeName[];
  topics: QuoteTopicChoices;
  consent: ConsentTexts;
  confirmation: string;
  initialResult?: FormActionData;
}

/** The quote request form of /contact/get-quote: posts to its route action, with or without JavaScript. */
export function QuoteForm(props: Props) {
  const { topic, building, estimate, checker, project, buildingTypes, topics, consent, confirmation, initialResult } = props;
  const locale = useLocale();
  const message = useT();
  const leadForm = useLeadForm({
    form: "quote",
    idPrefix: "quote",
    loadValidate: loadValidateQuote,
    initialResult,
  });
  const { formRef, onSubmit, errors, clearError, fieldProps, result, values, submitting } = leadForm;

  if (result?.status === "success") {
    return <LeadConfirmation title={message("forms.quote.confirmationTitle")} message={confirmation} reference={result.reference} />;
  }

  const checkerValue = values[CHECKER_PARAM] ?? checker?.value;
  const projectValue = values[PROJECT_PARAM] ?? project?.value;

  return (
    <LeadFormFrame formRef={formRef} onSubmit={onSubmit} result={result} errors={errors} page="/contact/get-quote" className="space-y-5">
      {checkerValue && <input type="hidden" name={CHECKER_PARAM} value={checkerValue} />}
      {projectValue && <input type="hidden" name={PROJECT_PARAM} value={projectValue} />}
      {project && (
        <p className="rounded-card border border-slate-200 bg-surface p-4 text-sm">
          {message("forms.quote.projectAttached")}{" "}
          <a href={localizedPath(project.path, locale)} className="font-semibold text-accent-700 underline underline-offset-2">
            {project.summary}
          </a>
        </p>
      )}
      {checker && (
        <p className="rounded-card border border-slate-200 bg-surface p-4 text-sm">
          {message("forms.quote.checkerAttached")}{" "}
          <a href={localizedPath(checker.resultPath, locale)} className="font-semibold text-accent-700 underline underline-offset-2">
            {checker.summary}
          </a>
        </p>
      )}
      {estimate && (
        <section aria-labelledby="quote-configuration-title" className="rounded-card border border-slate-200 bg-surface p-4">
          <h3 id="quote-configuration-title" className="font-semibold">
            {message("forms.quote.configurationTitle")}
          </h3>
          <p className="mb-2 text-sm text-ink-muted">
            {message(checker ? "forms.quote.checkerConfigurationIntro" : "forms.quote.configurationIntro")}
          </p>
          <QuoteEstimateTable estimate={estimate} />
          {itemParams.map(({ param, categoryId }) => {
            const quantity = estimate.lines.find((line) => line.item === param && line.category === categoryId)?.quantity;
            return quantity ? <input key={param} type="hidden" name={param} value={quantity} /> : null;
          })}
        </section>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="quote-name" label={message("forms.quote.name")} required error={errors.name}>
          <input {...fieldProps("name")} type="text" autoComplete="name" required maxLength={leadLimits.name} className={inputClass} />
        </FormField>
        <ReachFields idPrefix="quote" form={leadForm} />
        <FormField id="quote-company" label={message("forms.quote.company")} error={errors.company}>
          <input {...fieldProps("company")} type="text" autoComplete="organization" maxLength={leadLimits.company} className={inputClass} />
        </FormField>
        <FormField id={`quote-${BUILDING_PARAM}`} label={message("forms.quote.building")} error={errors[BUILDING_PARAM]}>
          <select {...fieldProps(BUILDING_PARAM)} defaultValue={values[BUILDING_PARAM] ?? building} className={inputClass}>
            {buildingTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="quote-topic" label={message("forms.quote.topic")} error={errors.topic}>
          <select {...fieldProps("topic")} defaultValue={values.topic ?? topic} className={inputClass}>
            <option value="">{message("forms.quote.topicPlaceholder")}</option>
            {topics.map((group) => (
              <optgroup key={group.id} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="quote-message" label={message("forms.quote.message")} error={errors.message}>
        <textarea
          {...fieldProps("message")}
          rows={5}
          maxLength={leadLimits.message}
          placeholder={message("forms.quote.messagePlaceholder")}
          className={inputClass}
        />
      </FormField>
      <ConsentFields
        texts={consent}
        id="quote-consent"
        error={errors.consent}
        onChange={() => clearError("consent")}
        marketingChecked={values.marketing === "on"}
      />
      <button type="submit" disabled={submitting} className="btn-primary w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {message(submitting ? "forms.sending" : "forms.quote.submit")}
      </button>
    </LeadFormFrame>
  );
}
