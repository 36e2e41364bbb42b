import * as z from "zod/mini";
import { contactServiceChoices } from "~/content/contact-services";
import type { MessageId } from "~/i18n/messages";
import {
  acceptedFields,
  cityField,
  companyField,
  consentField,
  contactPreferenceField,
  firstErrors,
  formFields,
  marketingField,
  messageField,
  nameField,
  optionalEmailField,
  phoneField,
  reachabilityErrors,
  type Validation,
} from "./fields";

// The contact form's rules (SPEC §5): the browser checks with them before sending, the action and the store after.

const serviceInvalid: MessageId = "forms.error.serviceInvalid";

// Phone first, then email: either is enough (./fields.ts, reachabilityErrors), as on the quote form.
export const contactSchema = z.object({
  name: nameField,
  phone: phoneField,
  email: optionalEmailField,
  contactPreference: contactPreferenceField,
  city: cityField,
  company: companyField,
  service: z._default(z.union([z.literal(""), z.enum(contactServiceChoices)], serviceInvalid), ""),
  message: messageField,
  consent: consentField,
  marketing: marketingField,
});

export type ContactValues = z.output<typeof contactSchema>;
export const contactFields = acceptedFields(contactSchema);

export function validateContact(input: FormData | Record<string, unknown>): Validation<ContactValues> {
  const fields = formFields(input);
  const result = z.safeParse(contactSchema, fields);
  const errors = { ...reachabilityErrors(fields), ...(result.success ? {} : firstErrors(result.error.issues)) };
  if (result.success && Object.keys(errors).length === 0) return { success: true, values: result.data };
  return { success: false, errors };
}
