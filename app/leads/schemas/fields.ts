import * as z from "zod/mini";
import type { MessageId } from "~/i18n/messages";
import { contactPreferences } from "./contact-preference";
import { leadLimits } from "./limits";
import { normalisePhone } from "./phone";
import { plainLine, plainText } from "./plain-text";

// The fields the lead forms share (limits in ./limits.ts). zod/mini keeps the browser's share small. Their errors are
// message ids (content/messages), shown in the page's language where they are shown (useMessageText, the pipeline).

const messages = {
  nameRequired: "forms.error.nameRequired",
  nameTooLong: "forms.error.nameTooLong",
  emailRequired: "forms.error.emailRequired",
  emailInvalid: "forms.error.emailInvalid",
  emailTooLong: "forms.error.emailTooLong",
  companyTooLong: "forms.error.companyTooLong",
  phoneInvalid: "forms.error.phoneInvalid",
  contactRequired: "forms.error.contactRequired",
  phoneForPreference: "forms.error.phoneForPreference",
  emailForPreference: "forms.error.emailForPreference",
  preferenceInvalid: "forms.error.preferenceInvalid",
  cityTooLong: "forms.error.cityTooLong",
  messageTooLong: "forms.error.messageTooLong",
  consentRequired: "forms.error.consentRequired",
} as const satisfies Record<string, MessageId>;

const trimmed = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));
/** Optional free text without the characters `clean` drops: a missing field is "". */
const optionalText = (clean: (text: string) => string, max: number, tooLong: string) =>
  z._default(z.string().check(z.overwrite(clean), z.trim(), z.maxLength(max, tooLong)), "");

// Bidi overrides and control characters are dropped, not refused: they are never stored, and the visitor is not
// asked to fix what they cannot see (./plain-text.ts).
export const nameField = z
  .string(messages.nameRequired)
  .check(z.overwrite(plainLine), z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(leadLimits.name, messages.nameTooLong));

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

/** Optional; stored in E.164 (see ./phone.ts), Arabic-Indic digits accepted. */
export const phoneField = z._default(
  z.pipe(
    trimmed(leadLimits.phone, messages.phoneInvalid).check(
      z.refine((value) => value === "" || normalisePhone(value) !== undefined, messages.phoneInvalid),
    ),
    z.transform((value) => (value === "" ? "" : normalisePhone(value)!)),
  ),
  "",
);

export const companyField = optionalText(plainLine, leadLimits.company, messages.companyTooLong);
/** Where the site is, in the visitor's words ("Riyadh, Al Malqa"): free text, optional (docs/decisions/154). */
export const cityField = optionalText(plainLine, leadLimits.city, messages.cityTooLong);

/** How the visitor asks to be reached; "" when they did not say. */
export const contactPreferenceField = z._default(z.union([z.literal(""), z.enum(contactPreferences)], messages.preferenceInvalid), "");

/**
 * The rule every contact and quote form shares (docs/decisions/154): a phone number or an email address, either
 * enough; a call or WhatsApp asked for needs the number, an email the address. Read from the fields as sent, so that
 * it shows together with the other fields' errors; the phone field, which comes first, carries the "neither" error.
 */
export function reachabilityErrors(fields: Record<string, unknown>): Partial<Record<string, string>> {
  const phone = typeof fields.phone === "string" && fields.phone.trim() !== "";
  const email = typeof fields.email === "string" && fields.email.trim() !== "";
  const preference = fields.contactPreference;
  if (!phone && !email) return { phone: messages.contactRequired };
  if (!phone && (preference === "call" || preference === "whatsapp")) return { phone: messages.phoneForPreference };
  if (!email && preference === "email") return { email: messages.emailForPreference };
  return {};
}
export const messageField = optionalText(plainText, leadLimits.message, messages.messageTooLong);

/** A checked checkbox sends "on"; JSON callers may send true. */
export const consentField = z.pipe(
  z.transform((value: unknown) => value === "on" || value === "true" || value === true),
  z.literal(true, messages.consentRequired),
);

/**
 * The optional marketing opt-in (PDPL Art. 25: prior consent, apart from the request's): unticked is false, and only
 * a ticked box ("on", or true from JSON callers) is true.
 */
export const marketingField = z.pipe(
  z.transform((value: unknown) => value === "on" || value === "true" || value === true),
  z.boolean(),
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

/**
 * The fields a form's post may carry, read from its schema: a field added there is accepted, with no second list to
 * keep beside it.
 */
export const acceptedFields = (schema: { shape: object }): readonly string[] => Object.keys(schema.shape);

/** A form's fields as strings, from FormData or a plain object. */
export function formFields(input: FormData | Record<string, unknown>): Record<string, unknown> {
  return input instanceof FormData ? Object.fromEntries(input) : input;
}
