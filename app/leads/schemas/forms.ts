import type { LeadKind } from "~/db/schema";
import { contactFields, validateContact, type ContactValues } from "./contact";
import { newsletterFields, validateNewsletter, type NewsletterValues } from "./newsletter";
import { quoteFields, validateQuote, type QuoteValues } from "./quote";
import { surveyFields, validateSurvey, type SurveyValues } from "~/site-survey/schema";
import type { Validation } from "./fields";

// Every lead form by kind, for the server: the action and the store check a submission with the same rules the
// browser used. (Browser components load their own form's schema alone.)

export interface LeadValues {
  contact: ContactValues;
  quote: QuoteValues;
  newsletter: NewsletterValues;
  survey: SurveyValues;
}

interface LeadFormRules<K extends LeadKind> {
  /** Every field the form may send besides the spam traps and the source page. */
  fields: readonly string[];
  validate: (fields: Record<string, string>) => Validation<LeadValues[K]>;
}

export const leadForms: { [K in LeadKind]: LeadFormRules<K> } = {
  contact: { fields: contactFields, validate: validateContact },
  quote: { fields: quoteFields, validate: validateQuote },
  newsletter: { fields: newsletterFields, validate: validateNewsletter },
  survey: { fields: surveyFields, validate: validateSurvey },
};
