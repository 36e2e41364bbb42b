import * as z from "zod/mini";
import type { MessageId } from "~/i18n/messages";
import {
  consentField,
  emailField,
  firstErrors,
  formFields,
  messageField,
  nameField,
  phoneField,
  type Validation,
} from "~/leads/schemas/fields";

// The job application's one schema (docs/decisions/145): the action and the store check with it. Its file (the CV)
// is not a text field: the pipeline reads it apart and checks it by its bytes (./cv-file.ts).

const openingInvalid: MessageId = "forms.application.error.openingInvalid";

export const applicationSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  /** An open opening's id, or "general"; whether it is open now is checked by the form kind (check). */
  opening: z._default(
    z.string().check(z.trim(), z.regex(/^(general|[a-z0-9]+(-[a-z0-9]+)*)?$/, openingInvalid), z.maxLength(80, openingInvalid)),
    "general",
  ),
  message: messageField,
  consent: consentField,
});

export type ApplicationValues = z.output<typeof applicationSchema>;

/** The text fields; the CV comes as a file besides them. */
export const applicationFields: readonly string[] = ["name", "email", "phone", "opening", "message", "consent"];

/** The form field of the CV. */
export const CV_FIELD = "cv";

export function validateApplication(input: FormData | Record<string, unknown>): Validation<ApplicationValues> {
  const result = z.safeParse(applicationSchema, formFields(input));
  return result.success ? { success: true, values: result.data } : { success: false, errors: firstErrors(result.error.issues) };
}
