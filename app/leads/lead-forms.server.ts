import { newsletterConsent } from "~/content/consent";
import type { LeadForm } from "./submission.server";

// What each lead form's action adds to the shared pipeline: the consent it records and the free text checked for
// links. The fields and their rules are the forms' own (app/leads/schemas/).

const freeText = (values: { message: string; company: string }) => `${values.message} ${values.company}`;

export const contactLeadForm: LeadForm<"contact"> = { name: "contact", freeText };

export const quoteLeadForm: LeadForm<"quote"> = { name: "quote", freeText };

export const newsletterLeadForm: LeadForm<"newsletter"> = { name: "newsletter", consent: newsletterConsent };
