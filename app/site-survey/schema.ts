import * as z from "zod/mini";
import { buildingTypeIds } from "~/content/configurator-ids";
import { isQuoteTopicId } from "~/content/quote-topic-ids";
import type { MessageId } from "~/i18n/messages";
import { consentField, firstErrors, formFields, nameField, optionalEmailField, phoneField, type Validation } from "~/leads/schemas/fields";

// The site-survey booking form's one schema: the store and the action check with it, and its names are the
// stored fields'. Whether a window is still open depends on the day and the settings, so the server checks that
// apart (slots.ts, booking.server.ts); here only its form.

// The survey's own errors, by message id (the fields it shares with the other forms bring theirs, fields.ts): the
// pipeline answers them in the page's language, a page shows an id with useMessageText() (FieldError).
const messages = {
  slotRequired: "forms.survey.error.slotRequired",
  slotInvalid: "forms.survey.error.slotInvalid",
  phoneRequired: "forms.survey.error.phoneRequired",
  areaTooLong: "forms.survey.error.areaTooLong",
  shortAddressInvalid: "forms.survey.error.shortAddressInvalid",
} as const satisfies Record<string, MessageId>;
export const surveyLimits = { area: 100, shortAddress: 9 } as const;

export const surveySchema = z.object({
  slot: z
    .string(messages.slotRequired)
    .check(z.trim(), z.minLength(1, messages.slotRequired), z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+03:00$/, messages.slotInvalid)),
  name: nameField,
  phone: z.pipe(phoneField, z.string().check(z.minLength(1, messages.phoneRequired))),
  // Name and phone are enough to book (docs/decisions/153): without an email no mail goes to the visitor.
  email: optionalEmailField,
  building: z._default(z.enum(buildingTypeIds, "forms.error.buildingInvalid" satisfies MessageId), "home"),
  // Optional: the engineer's call before the visit settles the place when it is left out.
  area: z._default(z.string().check(z.trim(), z.maxLength(surveyLimits.area, messages.areaTooLong)), ""),
  // Spaces or a dash between letters and digits are forgiven; stored as RRRD2929.
  shortAddress: z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(20, messages.shortAddressInvalid)),
        z.transform((value) => value.replace(/[\s-]/g, "").toUpperCase()),
      ),
      z.string().check(z.refine((value) => value === "" || /^[A-Z]{4}\d{4}$/.test(value), messages.shortAddressInvalid)),
    ),
    "",
  ),
  topic: z._default(
    z.string().check(z.refine((value) => value === "" || isQuoteTopicId(value), "forms.error.topicInvalid" satisfies MessageId)),
    "",
  ),
  consent: consentField,
});

export type SurveyValues = z.output<typeof surveySchema>;
export const surveyFields: readonly string[] = ["slot", "name", "phone", "email", "building", "area", "shortAddress", "topic", "consent"];

export function validateSurvey(input: FormData | Record<string, unknown>): Validation<SurveyValues> {
  const result = z.safeParse(surveySchema, formFields(input));
  return result.success ? { success: true, values: result.data } : { success: false, errors: firstErrors(result.error.issues) };
}
