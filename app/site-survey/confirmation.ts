import { surveyPageText } from "~/content/site-survey";
import type { Locale } from "~/i18n/locale";
import type { ConfirmationTexts } from "~/leads/schemas/action-data";

/**
 * What a visitor is told once a booking is stored, in `locale`: the page record's texts (content/texts/site-survey.yaml,
 * `confirmation`), which the company edits, picked in the page's language and never looked up by their English.
 */
export function surveyConfirmation(locale: Locale): ConfirmationTexts {
  const { title, message, next } = surveyPageText[locale].confirmation;
  return { title, message, next };
}
