import { newsletterConsent } from "~/content/consent";
import { reserveSurvey, slotError } from "~/site-survey/booking.server";
import { surveySettings } from "~/site-survey/settings.server";
import type { LeadForm } from "./submission.server";

// What each lead form's action adds to the shared pipeline: the consent it records and the free text checked for
// links. The fields and their rules are the forms' own (app/leads/schemas/).

const freeText = (values: { message: string; company: string }) => `${values.message} ${values.company}`;

export const contactLeadForm: LeadForm<"contact"> = { name: "contact", freeText };

export const quoteLeadForm: LeadForm<"quote"> = { name: "quote", freeText };

export const newsletterLeadForm: LeadForm<"newsletter"> = { name: "newsletter", consent: newsletterConsent };

export const surveyLeadForm: LeadForm<"survey"> = {
  name: "survey",
  freeText: (values) => values.area,
  check: (values) => {
    const message = slotError(values.slot, surveySettings());
    return message ? { slot: message } : undefined;
  },
  reserve: reserveSurvey(surveySettings),
};
