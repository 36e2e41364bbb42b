import { CalendarCheck } from "lucide-react";
import type { BuildingTypeName } from "~/content/configurator";
import type { ConsentTexts } from "~/content/consent";
import type { SurveyFormTexts } from "~/content/site-survey";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { ConsentFields } from "~/ui/forms/ConsentFields";
import { FormAlert } from "~/ui/forms/FormFeedback";
import { describedBy, FormField, inputClass } from "~/ui/forms/FormField";
import { SpamTraps } from "~/ui/forms/SpamTraps";
import type { FormActionData } from "~/leads/schemas/action-data";
import { leadLimits } from "~/leads/schemas/limits";
import { surveyLimits } from "./schema";
import { SlotPicker } from "./SlotPicker";
import type { SurveyDay } from "./slots";

interface Props {
  days: SurveyDay[];
  slotHours: number;
  /** Carried from the quote form, the configurator or the camera-law checker. */
  building: string;
  topic: string;
  /** In the page's language (decision 140): the form's labels, the configurator's building types, the consent texts. */
  texts: SurveyFormTexts;
  buildingTypes: readonly BuildingTypeName[];
  consent: ConsentTexts;
  /** What the action answered when the booking was not taken: the messages and the values typed. */
  result?: FormActionData;
}

/**
 * The booking form, HTML alone (docs/decisions/152): it posts to its page, so a full window is answered with the page's
 * fresh windows, and its day strip answers by CSS. Name, phone, a window and the consent are all it needs.
 */
export function SurveyForm({ days, slotHours, building, topic, texts: strings, buildingTypes, consent, result }: Props) {
  const locale = useLocale();
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : {};
  const field = (name: string) => ({
    id: `survey-${name}`,
    name,
    defaultValue: values[name],
    ...describedBy(`survey-${name}`, errors[name]),
  });
  return (
    <form method="post" action={localizedPath("/contact/site-survey", locale)} noValidate className="relative space-y-6">
      <FormAlert result={result} hasFieldErrors={Object.keys(errors).length > 0} />
      <SpamTraps />
      <input type="hidden" name="topic" value={values.topic ?? topic} />
      <SlotPicker id="survey-slot" texts={strings} days={days} slotHours={slotHours} checked={values.slot} error={errors.slot} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="survey-name" label={strings.name} required error={errors.name}>
          <input {...field("name")} type="text" autoComplete="name" required maxLength={leadLimits.name} className={inputClass} />
        </FormField>
        <FormField id="survey-phone" label={strings.phone} required error={errors.phone}>
          <input {...field("phone")} type="tel" autoComplete="tel" required maxLength={leadLimits.phone} className={inputClass} />
        </FormField>
        <FormField id="survey-email" label={strings.email} error={errors.email}>
          <input
            {...field("email")}
            {...describedBy("survey-email", errors.email, "survey-email-hint")}
            type="email"
            autoComplete="email"
            maxLength={leadLimits.email}
            className={inputClass}
          />
          <p id="survey-email-hint" className="mt-1 text-sm text-ink-muted">
            {strings.emailHint}
          </p>
        </FormField>
        <FormField id="survey-building" label={strings.building} error={errors.building}>
          <select {...field("building")} defaultValue={values.building ?? building} className={inputClass}>
            {buildingTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="survey-area" label={strings.area} error={errors.area}>
          <input
            {...field("area")}
            {...describedBy("survey-area", errors.area, "survey-area-hint")}
            type="text"
            autoComplete="address-level2"
            maxLength={surveyLimits.area}
            className={inputClass}
          />
          <p id="survey-area-hint" className="mt-1 text-sm text-ink-muted">
            {strings.areaHint}
          </p>
        </FormField>
        <FormField id="survey-shortAddress" label={strings.shortAddress} error={errors.shortAddress}>
          <input
            {...field("shortAddress")}
            {...describedBy("survey-shortAddress", errors.shortAddress, "survey-shortAddress-hint")}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={surveyLimits.shortAddress}
            className={inputClass}
          />
          <p id="survey-shortAddress-hint" className="mt-1 text-sm text-ink-muted">
            {strings.shortAddressHint}
          </p>
        </FormField>
      </div>
      <ConsentFields id="survey-consent" texts={consent} error={errors.consent} />
      <button type="submit" className="btn-primary w-full sm:w-auto">
        <CalendarCheck aria-hidden="true" className="size-4" />
        {strings.submit}
      </button>
    </form>
  );
}
