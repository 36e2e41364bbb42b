import * as z from "zod/mini";
import { contactServiceChoices } from "~/content/home/contact";
import { homeStrings } from "~/content/strings/home";

// The contact form's rules (SPEC §5), shared by the browser (before sending) and, later, the server action.
// zod/mini keeps the browser's share small. Input is the form's fields as strings (FormData entries).

const messages = homeStrings.contactForm.errors;

export const contactLimits = { name: 100, email: 254, company: 200, phone: 30, message: 5000 } as const;

/**
 * A plausible phone number: international (+ or 00, then 8-15 digits) or a Saudi national number
 * (05x xxx xxxx mobiles, 01x xxx xxxx landlines, 9200 xxxxx unified and 800 xxx xxxx toll-free numbers),
 * with spaces, dashes, dots and brackets allowed between digits.
 */
export function isPlausiblePhone(raw: string): boolean {
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/[\s().-]/g, "");
  return (
    /^\+[1-9]\d{7,14}$/.test(digits) ||
    /^00[1-9]\d{7,14}$/.test(digits) ||
    /^0[1-9]\d{8}$/.test(digits) ||
    /^5\d{8}$/.test(digits) ||
    /^9200\d{5}$/.test(digits) ||
    /^800\d{7}$/.test(digits)
  );
}

const trimmed = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));
const optionalText = (max: number, tooLong: string) => z._default(trimmed(max, tooLong), "");

export const contactSchema = z.object({
  name: z.string(messages.nameRequired).check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(contactLimits.name, messages.nameTooLong)),
  email: z.pipe(
    z.string(messages.emailRequired).check(z.trim(), z.minLength(1, messages.emailRequired), z.maxLength(contactLimits.email, messages.emailTooLong)),
    z.email(messages.emailInvalid),
  ),
  company: optionalText(contactLimits.company, messages.companyTooLong),
  phone: z._default(
    trimmed(contactLimits.phone, messages.phoneInvalid).check(z.refine((value) => value === "" || isPlausiblePhone(value), messages.phoneInvalid)),
    "",
  ),
  service: z._default(z.union([z.literal(""), z.enum(contactServiceChoices)], messages.serviceInvalid), ""),
  message: optionalText(contactLimits.message, messages.messageTooLong),
  // A checked checkbox sends "on"; JSON callers may send true.
  consent: z.pipe(
    z.transform((value: unknown) => value === "on" || value === "true" || value === true),
    z.literal(true, messages.consentRequired),
  ),
});

export type ContactFormValues = z.output<typeof contactSchema>;
export type ContactField = keyof ContactFormValues;
export const contactFields: readonly ContactField[] = ["name", "email", "company", "phone", "service", "message", "consent"];

export type ContactValidation =
  | { success: true; values: ContactFormValues }
  | { success: false; errors: Partial<Record<ContactField, string>> };

/** Validates the form's fields; on failure, the first message per field. */
export function validateContact(input: FormData | Record<string, unknown>): ContactValidation {
  const data = input instanceof FormData ? Object.fromEntries(input) : input;
  const result = z.safeParse(contactSchema, data);
  if (result.success) return { success: true, values: result.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && contactFields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
