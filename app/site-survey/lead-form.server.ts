import { surveySchedule } from "~/content/site-survey";
import { PermanentDeliveryError } from "~/leads/delivery/channels.server";
import { commonFieldLabels } from "~/leads/delivery/lead-summary.server";
import type { LeadFormKind } from "~/leads/form-kinds.server";
import { reserveSurvey, slotError } from "./booking.server";
import { surveyConfirmation } from "./confirmation";
import { managePath } from "./manage-link.server";
import { surveyAcknowledgement } from "./mails.server";
import { surveyFields, validateSurvey, type SurveyValues } from "./schema";
import { surveySettings } from "./settings.server";
import { formatSlot, slotEnd } from "./slots";

// The site survey as a lead form (docs/decisions/129): its schema, the check that its window is still open, the
// booking taken in the lead's transaction, its window as it stands now and its mail (the booking itself, always sent).

export const surveyLeadForm: LeadForm = {
  name: "survey",
  fields: surveyFields,
  validate: validateSurvey,
  freeText: (values) => values.area,
  check: (values) => {
    const message = slotError(values.slot, surveySettings());
    return message ? { slot: message } : undefined;
  },
  reserve: reserveSurvey(surveySettings),
  confirmation: surveyConfirmation,
  // The page behind the link to move or cancel a booking: its footer holds the newsletter form.
  pages: [managePath],
  acknowledge: "always",
  summary: {
    label: "Site survey",
    fieldLabels: {
      slot: "Survey window",
      name: commonFieldLabels.name,
      email: commonFieldLabels.email,
      phone: commonFieldLabels.phone,
      topic: commonFieldLabels.topic,
      building: commonFieldLabels.building,
      area: "Area or city",
      shortAddress: "Short address",
    },
    booking: ({ slot, status, linkVersion }) => ({
      start: slot,
      end: slotEnd(slot, surveySchedule),
      status,
      changes: linkVersion,
      inWords: formatSlot(slot, surveySchedule),
    }),
  },
  mails: {
    acknowledgement: (lead, site, now) => {
      // Its booking was erased: there is nothing left to confirm.
      if (!lead.survey) throw new PermanentDeliveryError("the survey has no booking");
      return surveyAcknowledgement({ ...lead, survey: lead.survey }, site, now);
    },
  },
};

type LeadForm = LeadFormKind<SurveyValues>;
