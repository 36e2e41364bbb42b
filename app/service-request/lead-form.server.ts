import { serviceRequestPage } from "~/content/service-request";
import { priorityOf } from "~/content/service-request-choices";
import { visitorAcknowledgement } from "~/leads/delivery/lead-mails.server";
import { commonFieldLabels } from "~/leads/delivery/lead-summary.server";
import type { LeadFormKind } from "~/leads/form-kinds.server";
import { serviceRequestFields, validateServiceRequest, type ServiceRequestValues } from "./service-request-schema";

// A customer's service request as the lead pipeline takes it (docs/decisions/158): its fields and schema, its mail to
// the service mailbox (SERVICE_EMAIL, the sales mailbox while unset), its priority from the urgency chosen (for the
// sales mail's subject and the CRM), and the acknowledgement a contact message gets when the customer gave an email.

const english = serviceRequestPage.en;
const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label;

export const serviceLeadForm: LeadFormKind<ServiceRequestValues> = {
  name: "service",
  fields: serviceRequestFields,
  validate: validateServiceRequest,
  freeText: (values) => `${values.problem} ${values.site}`,
  recipients: (config) => config.serviceEmails,
  confirmation: () => ({ title: "forms.service.confirmationTitle", message: "forms.service.confirmation", next: [] }),
  acknowledge: "configured",
  summary: {
    label: "Service request",
    fieldLabels: {
      urgency: "Urgency",
      name: commonFieldLabels.name,
      phone: commonFieldLabels.phone,
      email: commonFieldLabels.email,
      site: "Site",
      system: "System",
      problem: "What is wrong",
    },
    // Sales read the English words; the CRM gets the stored values (fields) and the priority beside them.
    fieldValue: (key, value) => {
      if (key === "system") return labelOf(english.systems, value);
      if (key === "urgency") {
        const priority = priorityOf(value);
        return priority && `${labelOf(english.urgencies, value)} (priority: ${priority})`;
      }
      return undefined;
    },
    priority: (fields) => priorityOf(fields.urgency),
  },
  mails: {
    acknowledgement: (lead, site) =>
      visitorAcknowledgement(lead, site, {
        subject: "mail.acknowledgement.service.subject",
        received: "mail.acknowledgement.service.received",
      }),
  },
};
