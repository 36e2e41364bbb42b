import * as z from "zod/mini";
import { homeStrings } from "~/content/strings/home";
import { contactLimits } from "./contact";

const messages = homeStrings.contactForm.errors;

export const newsletterFields: readonly string[] = ["email"];

const emailSchema = z.pipe(
  z.string(messages.emailRequired).check(z.trim(), z.minLength(1, messages.emailRequired), z.maxLength(contactLimits.email, messages.emailTooLong)),
  z.email(messages.emailInvalid),
);

export function validateNewsletter(input: Record<string, string>): { success: true; values: { email: string } } | { success: false; errors: { email?: string } } {
  const result = z.safeParse(emailSchema, input.email);
  return result.success ? { success: true, values: { email: result.data } } : { success: false, errors: { email: result.error.issues[0]?.message } };
}
