import * as z from "zod/mini";
import { homeStrings } from "~/content/strings/home";
import { leadLimits } from "./limits";

// The fields the lead forms share (limits in ./limits.ts). zod/mini keeps the browser's share small.

const messages = homeStrings.contactForm.errors;

/**
 * A plausible phone number: international (+ or 00, then 8-15 digits) or a Saudi national number
 * (05x xxx xxxx mobiles, 01x xxx xxxx landlines, 9200 xxxxx unified and 800 xxx xxxx toll-free numbers),
 * with spaces, dashes, dots and brackets allowed between digits.
 */
function isPlausiblePhone(raw: string): boolean {
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
/** Optional free text: a missing field is "". */
export const optionalText = (max: number, tooLong: string) => z._default(trimmed(max, tooLong), "");

export const nameField = z
  .string(messages.nameRequired)
  .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(leadLimits.name, messages.nameTooLong));

export const emailField = z.pipe(
  z
    .string(messages.emailRequired)
    .check(z.trim(), z.minLength(1, messages.emailRequired), z.maxLength(leadLimits.email, messages.emailTooLong)),
  z.email(messages.emailInvalid),
);

export const optionalEmailField = z._default(
  trimmed(leadLimits.email, messages.emailTooLong).check(
    z.refine((value) => value === "" || z.safeParse(z.email(), value).success, messages.emailInvalid),
  ),
  "",
);

export const phoneField = z._default(
  trimmed(leadLimits.phone, messages.phoneInvalid).check(
    z.refine((value) => value === "" || isPlausiblePhone(value), messages.phoneInvalid),
  ),
  "",
);

export const companyField = optionalText(leadLimits.company, messages.companyTooLong);
export const messageField = optionalText(leadLimits.message, messages.messageTooLong);

/** A checked checkbox sends "on"; JSON callers may send true. */
export const consentField = z.pipe(
  z.transform((value: unknown) => value === "on" || value === "true" || value === true),
  z.literal(true, messages.consentRequired),
);

/** What a form's validation answers: its values, or the first message per field. */
export type Validation<V> = { success: true; values: V } | { success: false; errors: Partial<Record<string, string>> };

/** The first message per field of a failed parse. */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A form's fields as strings, from FormData or a plain object. */
export function formFields(input: FormData | Record<string, unknown>): Record<string, unknown> {
  return input instanceof FormData ? Object.fromEntries(input) : input;
}
