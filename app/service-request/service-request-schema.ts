import * as z from "zod/mini";
import { SITE_MAX_LENGTH, serviceSystems, serviceUrgencies } from "~/content/service-request-choices";
import type { MessageId } from "~/i18n/messages";
import {
  acceptedFields,
  consentField,
  firstErrors,
  formFields,
  marketingField,
  messageField,
  nameField,
  optionalEmailField,
  phoneField,
  type Validation,
} from "~/leads/schemas/fields";
import { plainLine } from "~/leads/schemas/plain-text";

// The service request's one schema (docs/decisions/158): the browser checks with it before sending, the action and
// the store after. A customer with a fault is reached by phone: the phone is required, the email optional.

const messages = {
  phoneRequired: "forms.service.error.phoneRequired",
  siteRequired: "forms.service.error.siteRequired",
  siteTooLong: "forms.service.error.siteTooLong",
  systemInvalid: "forms.service.error.systemInvalid",
  problemRequired: "forms.service.error.problemRequired",
  urgencyInvalid: "forms.service.error.urgencyInvalid",
} as const satisfies Record<string, MessageId>;

export const serviceRequestSchema = z.object({
  name: nameField,
  phone: z.pipe(phoneField, z.string().check(z.minLength(1, messages.phoneRequired))),
  email: optionalEmailField,
  /** The customer's site: its name, location or address, as they put it. */
  site: z
    .string(messages.siteRequired)
    .check(z.overwrite(plainLine), z.trim(), z.minLength(1, messages.siteRequired), z.maxLength(SITE_MAX_LENGTH, messages.siteTooLong)),
  system: z.enum(serviceSystems, messages.systemInvalid),
  /** What is wrong, in the customer's words. */
  problem: z.pipe(messageField, z.string().check(z.minLength(1, messages.problemRequired))),
  urgency: z.enum(serviceUrgencies, messages.urgencyInvalid),
  consent: consentField,
  marketing: marketingField,
});

export type ServiceRequestValues = z.output<typeof serviceRequestSchema>;

export const serviceRequestFields = acceptedFields(serviceRequestSchema);

export function validateServiceRequest(input: FormData | Record<string, unknown>): Validation<ServiceRequestValues> {
  const result = z.safeParse(serviceRequestSchema, formFields(input));
  return result.success ? { success: true, values: result.data } : { success: false, errors: firstErrors(result.error.issues) };
}
