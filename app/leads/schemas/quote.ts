import * as z from "zod/mini";
import { buildingTypeIds, type BuildingTypeId } from "~/content/configurator-ids";
import { isQuoteTopicId } from "~/content/quote-topic-ids";
import { decodeConfigurator, itemParams, parseQuantity, BUILDING_PARAM } from "~/quote-model/configurator-url";
import type { Configuration } from "~/quote-model/quote";
import { CHECKER_PARAM, CHECKER_VALUE_MAX, parseCheckerValue, resultQuery } from "~/leads/schemas/checker-answers";
import { isCaseStudyId, PROJECT_PARAM } from "~/content/case-study-ids";
import type { MessageId } from "~/i18n/messages";
import type { ContactPreference } from "./contact-preference";
import {
  acceptedFields,
  cityField,
  companyField,
  consentField,
  contactPreferenceField,
  firstErrors,
  formFields,
  marketingField,
  messageField,
  nameField,
  optionalEmailField,
  phoneField,
  reachabilityErrors,
  type Validation,
} from "./fields";

// The quote request (the /contact/get-quote form and the configurator's Get Official Quote): the browser checks with
// these rules before sending, the action and the store after. The building type and the item quantities use the
// configurator's URL parameter names, so a configurator link and a submitted form read the same.

// The quote's own errors, by message id (the fields it shares with the contact form bring theirs, ./fields.ts).
const messages = {
  buildingInvalid: "forms.error.buildingInvalid",
  topicInvalid: "forms.error.topicInvalid",
  quantityInvalid: "forms.error.quantityInvalid",
  checkerInvalid: "forms.error.checkerInvalid",
  projectInvalid: "forms.error.projectInvalid",
} as const satisfies Record<string, MessageId>;

export const quoteSchema = z.object({
  name: nameField,
  phone: phoneField,
  email: optionalEmailField,
  contactPreference: contactPreferenceField,
  city: cityField,
  company: companyField,
  [BUILDING_PARAM]: z._default(z.enum(buildingTypeIds, messages.buildingInvalid), "home"),
  topic: z._default(z.string().check(z.refine((value) => value === "" || isQuoteTopicId(value), messages.topicInvalid)), ""),
  message: messageField,
  consent: consentField,
  // The CCTV-law checker's answers (a result query) when the quote comes from its result page.
  [CHECKER_PARAM]: z._default(
    z.string().check(
      z.maxLength(CHECKER_VALUE_MAX, messages.checkerInvalid),
      z.refine((value) => value === "" || parseCheckerValue(value) !== undefined, messages.checkerInvalid),
    ),
    "",
  ),
  // The case study a reference site visit is asked for (`/case-studies`' "Request a reference site visit").
  [PROJECT_PARAM]: z._default(z.string().check(z.refine((value) => value === "" || isCaseStudyId(value), messages.projectInvalid)), ""),
  marketing: marketingField,
  ...Object.fromEntries(
    itemParams.map(({ param }) => [
      param,
      z.optional(z.string().check(z.refine((value) => value === "" || parseQuantity(value) !== undefined, messages.quantityInvalid))),
    ]),
  ),
});

export interface QuoteValues {
  name: string;
  phone: string;
  email: string;
  /** "" when the visitor did not say. */
  contactPreference: ContactPreference | "";
  /** The site's city or district in the visitor's words. */
  city: string;
  company: string;
  building: BuildingTypeId;
  topic: string;
  message: string;
  /** The checker's answers as its result query, "" when the quote does not come from it. */
  checker: string;
  /** The case study's id when a reference site visit is asked for, else "". */
  project: string;
  /** Opted in to marketing messages, apart from the request. */
  marketing: boolean;
  /** The item quantities, read from their fields. */
  configuration: Configuration;
}

export const quoteFields = acceptedFields(quoteSchema);

export function validateQuote(input: FormData | Record<string, unknown>): Validation<QuoteValues> {
  const fields = formFields(input);
  const result = z.safeParse(quoteSchema, fields);
  const errors = { ...reachabilityErrors(fields), ...(result.success ? {} : firstErrors(result.error.issues)) };
  if (!result.success || Object.keys(errors).length > 0) return { success: false, errors };
  const { name, phone, email, contactPreference, city, company, topic, message, marketing } = result.data;
  const checker = parseCheckerValue(result.data[CHECKER_PARAM]);
  const quantities = new URLSearchParams(
    itemParams.flatMap(({ param }) => (typeof fields[param] === "string" ? [[param, fields[param]]] : [])),
  );
  return {
    success: true,
    values: {
      name,
      phone,
      email,
      contactPreference,
      city,
      company,
      building: result.data[BUILDING_PARAM],
      topic,
      message,
      checker: checker ? resultQuery(checker) : "",
      project: result.data[PROJECT_PARAM],
      marketing,
      configuration: decodeConfigurator(quantities).configuration,
    },
  };
}
