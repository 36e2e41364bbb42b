import type { InputHTMLAttributes } from "react";
import { leadLimits } from "~/leads/schemas/limits";
import { FormField, inputClass } from "./FormField";

/** The contact details every lead form asks the same way: input type, autofill and the schemas' length limit. */
const contactInputs = {
  name: { type: "text", autoComplete: "name", maxLength: leadLimits.name },
  email: { type: "email", autoComplete: "email", maxLength: leadLimits.email },
  company: { type: "text", autoComplete: "organization", maxLength: leadLimits.company },
  phone: { type: "tel", autoComplete: "tel", maxLength: leadLimits.phone },
} as const;

type ContactDetail = keyof typeof contactInputs;

/**
 * One contact detail (name, email, company, phone) with its label and error. `fields`: the form's wiring of a field
 * by name (id, name, the value sent back, aria-invalid and aria-describedby), as its hook gives it.
 */
export function ContactField({
  name,
  label,
  required,
  error,
  fields,
}: {
  name: ContactDetail;
  label: string;
  required?: boolean;
  error?: string;
  fields: (name: ContactDetail) => InputHTMLAttributes<HTMLInputElement> & { id: string };
}) {
  const control = fields(name);
  return (
    <FormField id={control.id} label={label} required={required} error={error}>
      <input {...control} {...contactInputs[name]} required={required} className={inputClass} />
    </FormField>
  );
}
