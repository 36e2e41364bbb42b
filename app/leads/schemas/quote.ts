import * as z from "zod/mini";
import { buildingTypes, type BuildingTypeId } from "~/content/configurator";
import { findQuoteTopic } from "~/content/quote-topics";
import { decodeConfigurator, itemParams, parseQuantity, BUILDING_PARAM } from "~/configurator/configurator-url";
import type { Configuration } from "~/configurator/quote";
import { formStrings } from "~/content/strings/forms";
import { homeStrings } from "~/content/strings/home";
import { contactLimits, isPlausiblePhone } from "./contact";

// The quote request (the /contact/get-quote form and the configurator's Get Official Quote), shared by browser and server.

const messages = { ...homeStrings.contactForm.errors, ...formStrings.quoteErrors };
const optionalText = (max: number, tooLong: string) => z._default(z.string().check(z.trim(), z.maxLength(max, tooLong)), "");
const buildingIds = buildingTypes.map((type) => type.id) as [BuildingTypeId, ...BuildingTypeId[]];

export const quoteSchema = z.object({
    name: z.string(messages.nameRequired).check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(contactLimits.name, messages.nameTooLong)),
    email: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(contactLimits.email, messages.emailTooLong),
        z.refine((value) => value === "" || z.safeParse(z.email(), value).success, messages.emailInvalid),
      ),
      "",
    ),
    phone: z._default(
      z.string().check(z.trim(), z.maxLength(contactLimits.phone, messages.phoneInvalid), z.refine((value) => value === "" || isPlausiblePhone(value), messages.phoneInvalid)),
      "",
    ),
    company: optionalText(contactLimits.company, messages.companyTooLong),
    [BUILDING_PARAM]: z._default(z.enum(buildingIds, messages.buildingInvalid), "home"),
    topic: z._default(z.string().check(z.refine((value) => value === "" || findQuoteTopic(value) !== undefined, messages.topicInvalid)), ""),
    message: optionalText(contactLimits.message, messages.messageTooLong),
    consent: z.pipe(
      z.transform((value: unknown) => value === "on" || value === "true" || value === true),
      z.literal(true, messages.consentRequired),
    ),
    ...Object.fromEntries(
      itemParams.map(({ param }) => [param, z.optional(z.string().check(z.refine((value) => value === "" || parseQuantity(value) !== undefined, messages.quantityInvalid)))]),
    ),
  });

export type QuoteFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  buildingTypeId: BuildingTypeId;
  topic: string;
  message: string;
  configuration: Configuration;
};

export const quoteFields: readonly string[] = ["name", "email", "phone", "company", BUILDING_PARAM, "topic", "message", "consent", ...itemParams.map((item) => item.param)];

export type QuoteValidation =
  | { success: true; values: QuoteFormValues }
  | { success: false; errors: Partial<Record<string, string>> };

export function validateQuote(input: Record<string, string>): QuoteValidation {
  const result = z.safeParse(quoteSchema, input);
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // Checked apart from the schema so that it shows together with the other fields' errors.
  if (!input.email?.trim() && !input.phone?.trim()) errors.email ??= messages.contactRequired;
  if (!result.success || Object.keys(errors).length > 0) return { success: false, errors };
  const { name, email, phone, company, topic, message } = result.data;
  const { buildingTypeId, configuration } = decodeConfigurator(new URLSearchParams(input));
  return { success: true, values: { name, email, phone, company, buildingTypeId, topic, message, configuration } };
}
