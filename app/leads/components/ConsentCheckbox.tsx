import { consent } from "~/content/consent";
import { formStrings } from "~/content/strings/forms";
import { describedBy, FieldError, RequiredMark } from "./FormField";

const strings = formStrings.consent;

/** The spec's consent label, 'I agree to the privacy policy and terms of service', with both documents linked. */
export function ConsentCheckbox({ id, error, onChange }: { id: string; error?: string; onChange?: () => void }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          className="mt-0.5 size-6 shrink-0 rounded accent-accent-700"
          onChange={onChange}
          {...describedBy(id, error)}
        />
        <label htmlFor={id} className="text-sm">
          {strings.before}
          <a href={consent.privacyPath} className="font-semibold text-accent-700 underline underline-offset-2">
            {strings.privacy}
          </a>
          {strings.between}
          <a href={consent.termsPath} className="font-semibold text-accent-700 underline underline-offset-2">
            {strings.terms}
          </a>
          <RequiredMark />
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
