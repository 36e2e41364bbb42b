import type { z } from "zod";
import formData from "/content/forms/site-survey.yaml";
import pageData from "/content/texts/site-survey.yaml";
import type { Bilingual } from "./bilingual";
import type { surveyFormTextSchema, surveyPageTextSchema } from "./site-survey.server";

// The free site survey (issue 17, part 2): its schedule, and every text of the booking page and the manage page by
// stable keys in content/forms/site-survey.yaml (the form) and content/texts/site-survey.yaml (the pages) (the visitor's mail is in ./strings/mails.ts). Capacity per slot and
// extra holidays come from the environment (SURVEY_SLOT_CAPACITY, SURVEY_HOLIDAYS: app/config/env.server.ts).

export const surveySchedule = {
  /** Working days, 0 = Sunday (SPEC: business hours Sunday to Thursday; Saturday is not offered for surveys). */
  workingDays: [0, 1, 2, 3, 4],
  /** Start of each two-hour slot in Riyadh time: 8 AM to 6 PM, the business hours of the spec. */
  slotStarts: ["08:00", "10:00", "12:00", "14:00", "16:00"],
  slotHours: 2,
  /** Bookable from the next working day after today (Riyadh) to this many days ahead. */
  maxDaysAhead: 30,
  /**
   * Official holidays of the private sector (YYYY-MM-DD, Riyadh). The Eid dates are Umm al-Qura estimates:
   * confirm them when the ministry announces the holiday, or add days with SURVEY_HOLIDAYS.
   */
  holidays: [
    "2027-02-22", // Founding Day
    "2027-03-09",
    "2027-03-10",
    "2027-03-11",
    "2027-03-12", // Eid al-Fitr 1448 (estimate)
    "2027-05-15",
    "2027-05-16",
    "2027-05-17",
    "2027-05-18", // Eid al-Adha 1448 (estimate)
    "2027-09-23", // National Day
  ],
} as const;

// The texts as plain data: ./site-survey.server.ts validates them.
/** The booking form's labels and the link to the survey: what the islands read (its errors are messages). */
export const surveyFormText = formData as Bilingual<z.output<typeof surveyFormTextSchema>>;
/** The booking page, the confirmation and the manage page. */
export const surveyPageText = pageData as Bilingual<z.output<typeof surveyPageTextSchema>>;
