import * as z from "zod/mini";
import { emailField, firstErrors, formFields, type Validation } from "./fields";

// The newsletter box: an email address, nothing else.

export const newsletterSchema = z.object({ email: emailField });

export type NewsletterValues = z.output<typeof newsletterSchema>;
export const newsletterFields: readonly string[] = ["email"];

export function validateNewsletter(input: FormData | Record<string, unknown>): Validation<NewsletterValues> {
  const result = z.safeParse(newsletterSchema, formFields(input));
  return result.success ? { success: true, values: result.data } : { success: false, errors: firstErrors(result.error.issues) };
}
