import { z } from "zod";
import formData from "/content/forms/site-survey.yaml";
import pageData from "/content/texts/site-survey.yaml";
import { parseRecord } from "./bilingual";

// The free site survey (issue 17, part 2): its schedule, and every text of the booking page and the manage page by
// stable keys in content/forms/site-survey.yaml (the form) and content/texts/site-survey.yaml (the pages) (the
// visitor's mail is messages: app/site-survey/mails.server.tsx). Capacity per slot and extra holidays come from the environment
// (SURVEY_SLOT_CAPACITY, SURVEY_HOLIDAYS: app/config/env.server.ts). The booking form's island gets its texts in the
// page's language as props (decision 140): the form's texts are a record of their own, `SurveyFormTexts`.

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

const FORM_FILE = "content/forms/site-survey.yaml";
const PAGE_FILE = "content/texts/site-survey.yaml";
const text = z.string().min(1);
const long = z.string().min(1).meta({ widget: "text" });
const texts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

export const surveyPageTextSchema = z.object({
  page: z.object({
    formTitle: text,
    intro: long,
    stepsTitle: text,
    steps: z.array(long).min(1),
    free: text,
    fromChecker: text.meta({ label: "Note: building type carried from the camera-law checker" }),
    fromQuote: text.meta({ label: "Note: building type carried from the quote request" }),
  }),
  confirmation: z.object({
    title: text,
    message: long,
    /** How to move or cancel, with or without the mail's link (email is optional). {phone}: the company's. */
    change: long.regex(/\{phone\}/, "must hold {phone}"),
    again: text,
    next: z.array(long).min(1),
  }),
  manage: texts([
    "title",
    "metaTitle",
    "booked",
    "reference",
    "cancelTitle",
    "cancelText",
    "cancel",
    "moveTitle",
    "move",
    "cancelled",
    "alreadyCancelled",
    "invalidLink",
    "usedLink",
    "bookAgain",
  ]).extend({
    /** {when}: the new window, in the page's language. */
    moved: long.regex(/\{when\}/, "must hold {when}"),
    /** {phone}: the company's. */
    begun: long.regex(/\{phone\}/, "must hold {phone}"),
  }),
});

export const surveyFormTextSchema = z.object({
  form: texts([
    "slotLegend",
    "slotHint",
    "full",
    "dayLegend",
    "noSlots",
    "name",
    "phone",
    "email",
    "emailHint",
    "building",
    "area",
    "areaHint",
    "shortAddress",
    "shortAddressHint",
    "submit",
  ]).meta({ label: "Form" }),
  /** "Book the site survey" where the quote form and the configurator hand off. */
  bookLink: text.meta({ label: "Link to the survey from the quote form and the configurator" }),
});

export const surveyPageTextCollection = { name: "site-survey", label: "Site survey page", file: PAGE_FILE, schema: surveyPageTextSchema };
export const surveyFormTextCollection = {
  name: "site-survey-form",
  label: "Site survey form",
  file: FORM_FILE,
  schema: surveyFormTextSchema,
};

/** The booking form's labels and the link to the survey (its errors are messages). */
export const surveyFormText = parseRecord(FORM_FILE, formData, surveyFormTextSchema);
/** The booking page, the confirmation and the manage page. */
export const surveyPageText = parseRecord(PAGE_FILE, pageData, surveyPageTextSchema);

/** The booking form's labels in a language: what its island (app/site-survey/SurveyForm.tsx) is given as props. */
export type SurveyFormTexts = z.output<typeof surveyFormTextSchema>["form"];
