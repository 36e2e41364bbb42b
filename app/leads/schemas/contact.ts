import * as z from "zod/mini";
import { contactServiceChoices } from "~/content/contact-services";
import type { MessageId } from "~/i18n/messages";
import {
  companyField,
  consentField,
  emailField,
  firstErrors,
  formFields,
  marketingField,
  messageField,
  nameField,
  phoneField,
  type Validation,
} from "./fields";

// The contact form's rules (SPEC §5): the browser checks with them before sending, the action and the store after.

const serviceInvalid: MessageId = "forms.error.serviceInvalid";

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  company: companyField,
  phone: phoneField,
  service: z._default(z.union([z.literal(""), z.enum(contactServiceChoices)], serviceInvalid), ""),
  message: messageField,
  consent: consentField,
  marketing: marketingField,
});

export type ContactValues = z.output<typeof contactSchema>;
export const contactFields: readonly string[] = ["name", "email", "company", "phone", "service", "message", "consent", "marketing"];

export function validateContact(input: FormData | Record<string, unknown>): Validation<ContactValues> {
  const result = z.safeParse(contactSchema, formFields(input));
  return result.success ? { success: true, values: result.data } : { success: false, errors: firstErrors(result.error.issues) };
}
