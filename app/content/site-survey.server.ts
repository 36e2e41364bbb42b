import { z } from "zod";
import formData from "/content/forms/site-survey.yaml";
import pageData from "/content/texts/site-survey.yaml";
import { parseRecord } from "./bilingual";

// The survey texts' schemas and collections, and their validation (./records.server.ts): components read the records
// as plain data (./site-survey.ts), so that zod stays out of the browser's build (docs/decisions/138). The booking
// form's texts are a record of their own, so that its island carries only those.

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
  confirmation: z.object({ title: text, message: long, again: text, next: z.array(long).min(1) }),
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
    "calendarLabel",
    "noSlots",
    "name",
    "phone",
    "email",
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

export const surveyPageTextRecord = parseRecord(PAGE_FILE, pageData, surveyPageTextSchema);
export const surveyFormTextRecord = parseRecord(FORM_FILE, formData, surveyFormTextSchema);
