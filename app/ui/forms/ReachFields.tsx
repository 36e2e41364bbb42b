import { useT, type MessageId } from "~/i18n/messages";
import { contactPreferences, type ContactPreference } from "~/leads/schemas/contact-preference";
import { leadLimits } from "~/leads/schemas/limits";
import { describedBy, errorId, FieldError, FormField, inputClass } from "./FormField";
import type { useLeadForm } from "./use-lead-form";

const preferenceLabels = {
  call: "forms.contactPreference.call",
  whatsapp: "forms.contactPreference.whatsapp",
  email: "forms.contactPreference.email",
} as const satisfies Record<ContactPreference, MessageId>;

type LeadForm = Pick<ReturnType<typeof useLeadForm>, "fieldProps" | "errors" | "values" | "clearError">;

/**
 * How to reach the visitor, the same on the contact and quote forms (docs/decisions/154): the phone first with its
 * +966 hint, then the email (either is enough), how they would like to be reached, and where the site is. Goes right
 * after the name.
 */
export function ReachFields({ idPrefix, form }: { idPrefix: string; form: LeadForm }) {
  const message = useT();
  const { fieldProps, errors, values, clearError } = form;
  const phoneId = `${idPrefix}-phone`;
  const hintId = `${phoneId}-hint`;
  const preferenceId = `${idPrefix}-contactPreference`;
  const clearReach = () => {
    clearError("phone");
    clearError("email");
  };
  return (
    <>
      <FormField id={phoneId} label={message("forms.quote.phone")} error={errors.phone}>
        <p id={hintId} className="text-sm text-ink-muted">
          {message("forms.phoneHint")}
        </p>
        <input
          {...fieldProps("phone")}
          {...describedBy(phoneId, errors.phone, hintId)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="+966 5X XXX XXXX"
          maxLength={leadLimits.phone}
          className={`${inputClass} text-start rtl:text-end`}
        />
      </FormField>
      <FormField id={`${idPrefix}-email`} label={message("forms.quote.email")} error={errors.email}>
        <input {...fieldProps("email")} type="email" autoComplete="email" maxLength={leadLimits.email} className={inputClass} />
      </FormField>
      <fieldset aria-describedby={errors.contactPreference ? errorId(preferenceId) : undefined}>
        <legend className="text-sm font-semibold">{message("forms.contactPreference.legend")}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {contactPreferences.map((preference) => (
            <label
              key={preference}
              className="flex min-h-11 items-center gap-2 rounded-card border border-slate-300 bg-white px-3 text-sm has-checked:border-accent-700 has-checked:ring-1 has-checked:ring-accent-700"
            >
              <input
                type="radio"
                name="contactPreference"
                value={preference}
                defaultChecked={values.contactPreference === preference}
                onChange={clearReach}
                className="size-5 accent-accent-700"
              />
              {message(preferenceLabels[preference])}
            </label>
          ))}
        </div>
        <FieldError id={preferenceId} error={errors.contactPreference} />
      </fieldset>
      <FormField id={`${idPrefix}-city`} label={message("forms.city")} error={errors.city}>
        <input
          {...fieldProps("city")}
          type="text"
          autoComplete="address-level2"
          maxLength={leadLimits.city}
          placeholder={message("forms.cityPlaceholder")}
          className={inputClass}
        />
      </FormField>
    </>
  );
}
