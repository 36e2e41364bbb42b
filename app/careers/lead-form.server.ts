import { applicationConsentVersion, applicationOpenings, careersPage, openOpenings } from "~/content/careers";
import { commonFieldLabels } from "~/leads/delivery/lead-summary.server";
import type { LeadFormKind } from "~/leads/form-kinds.server";
import type { MessageId } from "~/i18n/messages";
import { applicationFields, CV_FIELD, validateApplication, type ApplicationValues } from "./application-schema";
import { CV_MAX_BYTES, sniffCv } from "./cv-file";

// The job application as the lead pipeline takes it (docs/decisions/129, 145): its fields and schema, its CV (a PDF or
// DOCX of at most 5 MB, checked by its bytes, kept under DATA_DIR/uploads/cv), its own consent and notice, and its mail
// to HR_EMAIL with the CV attached, never to the sales mailbox. The visitor gets no acknowledgement mail: the page
// confirms, and HR answers.

const openingInvalid: MessageId = "forms.application.error.openingInvalid";

const cvMessages = {
  missing: "forms.application.error.cvMissing",
  empty: "forms.application.error.cvEmpty",
  tooLarge: "forms.application.error.cvTooLarge",
  wrongType: "forms.application.error.cvType",
  bodyTooLarge: "forms.application.error.bodyTooLarge",
} as const satisfies Record<string, MessageId>;

export const applicationLeadForm: LeadFormKind<ApplicationValues> = {
  name: "application",
  fields: applicationFields,
  validate: validateApplication,
  consent: { text: careersPage.en.consent, version: applicationConsentVersion },
  freeText: (values) => values.message,
  // An opening closed since the page was built is no longer applied for: said beside the field.
  check: (values) => (values.opening === "" || applicationOpenings.includes(values.opening) ? undefined : { opening: openingInvalid }),
  upload: {
    field: CV_FIELD,
    folder: "cv",
    maxBytes: CV_MAX_BYTES,
    required: true,
    sniff: sniffCv,
    messages: cvMessages,
    pages: ["/careers"],
  },
  recipients: (config) => config.hrEmails,
  confirmation: () => ({ title: "forms.application.confirmationTitle", message: "forms.application.confirmation", next: [] }),
  summary: {
    label: "Job application",
    fieldLabels: {
      name: commonFieldLabels.name,
      email: commonFieldLabels.email,
      phone: commonFieldLabels.phone,
      opening: "Position",
      message: commonFieldLabels.message,
    },
    fieldValue: (key, value) => {
      if (key !== "opening") return undefined;
      if (value === "general") return "General application";
      const opening = openOpenings.en.find((each) => each.id === value);
      return opening ? `${opening.title} (${opening.city})` : value;
    },
  },
  mails: {},
};
