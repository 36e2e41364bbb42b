import { newsletterConsent } from "~/content/consent";
import { contactFields, validateContact, type ContactFormValues } from "~/leads/schemas/contact";
import { newsletterFields, validateNewsletter } from "~/leads/schemas/newsletter";
import { quoteFields, validateQuote, type QuoteFormValues } from "~/leads/schemas/quote";
import type { LeadForm } from "./submission.server";

// The three lead forms: the same schema as the browser's, then what each stores.

export const contactLeadForm: LeadForm<ContactFormValues> = {
  name: "contact",
  fields: contactFields,
  validate: validateContact,
  toLead: ({ name, email, company, phone, service, message }) => ({ kind: "contact", name, email, company, phone, service, message }),
  freeText: (values) => `${values.message} ${values.company}`,
};

export const quoteLeadForm: LeadForm<QuoteFormValues> = {
  name: "quote",
  fields: quoteFields,
  validate: validateQuote,
  toLead: ({ name, email, phone, company, buildingTypeId, topic, message, configuration }) => ({
    kind: "quote",
    name,
    email,
    phone,
    company,
    buildingType: buildingTypeId,
    topic,
    message,
    configuration,
  }),
  freeText: (values) => `${values.message} ${values.company}`,
};

export const newsletterLeadForm: LeadForm<{ email: string }> = {
  name: "newsletter",
  fields: newsletterFields,
  validate: validateNewsletter,
  toLead: ({ email }) => ({ kind: "newsletter", email }),
  consent: newsletterConsent,
};
