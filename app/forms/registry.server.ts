import { readSiteConfig } from "~/config/site-config.server";
import { newsletterConsent } from "~/content/consent";
import { visitorAcknowledgement } from "~/leads/delivery/lead-mails.server";
import { commonFieldLabels } from "~/leads/delivery/lead-summary.server";
import { registerLeadForms, type LeadFormKind } from "~/leads/form-kinds.server";
import { confirmPath, unsubscribePath } from "~/leads/newsletter.server";
import type { FormName } from "~/leads/schemas/action-data";
import { contactFields, validateContact, type ContactValues } from "~/leads/schemas/contact";
import { newsletterFields, validateNewsletter, type NewsletterValues } from "~/leads/schemas/newsletter";
import { applicationLeadForm } from "~/careers/lead-form.server";
import { serviceLeadForm } from "~/service-request/lead-form.server";
import { surveyLeadForm } from "~/site-survey/lead-form.server";
import { confirmationTextsIn } from "./confirmation-texts";
import { quoteLeadForm } from "./quote.server";

// The lead forms the pipeline serves, in one list (docs/decisions/129): the composition layer above the features and
// the lead pipeline. A feature hands its form up (the survey's, the quote's here beside this file); importing this
// module registers them all for the process, so every entry that stores or delivers leads imports it (the server, the
// leads CLI, the routes through their forms). A new form (a service request, a job application) is one more entry.

export const contactLeadForm: LeadFormKind<ContactValues> = {
  name: "contact",
  fields: contactFields,
  validate: validateContact,
  freeText: (values) => `${values.message} ${values.company}`,
  confirmation: (language) => confirmationTextsIn("contact", readSiteConfig(language)),
  acknowledge: "configured",
  summary: {
    label: "Contact request",
    fieldLabels: {
      name: commonFieldLabels.name,
      phone: commonFieldLabels.phone,
      email: commonFieldLabels.email,
      contactPreference: commonFieldLabels.contactPreference,
      city: commonFieldLabels.city,
      company: commonFieldLabels.company,
      service: "Service",
      message: commonFieldLabels.message,
    },
  },
  mails: {
    acknowledgement: (lead, site) =>
      visitorAcknowledgement(lead, site, {
        subject: "mail.acknowledgement.contact.subject",
        received: "mail.acknowledgement.contact.received",
      }),
  },
};

export const newsletterLeadForm: LeadFormKind<NewsletterValues> = {
  name: "newsletter",
  fields: newsletterFields,
  validate: validateNewsletter,
  consent: newsletterConsent,
  confirmation: (language) => confirmationTextsIn("newsletter", readSiteConfig(language)),
  // The sign-up page and the pages its mail links to; the footer's form is on each.
  pages: ["/newsletter", confirmPath, unsubscribePath],
  summary: { label: "Newsletter subscription", fieldLabels: { email: commonFieldLabels.email } },
  mails: {},
};

export { applicationLeadForm, quoteLeadForm, serviceLeadForm, surveyLeadForm };

/** Every form by its name, as `POST /api/leads/:form` takes them. */
export const leadForms: Readonly<Record<FormName, LeadFormKind>> = {
  contact: contactLeadForm,
  quote: quoteLeadForm,
  newsletter: newsletterLeadForm,
  survey: surveyLeadForm,
  application: applicationLeadForm,
  service: serviceLeadForm,
};

registerLeadForms(Object.values(leadForms));
