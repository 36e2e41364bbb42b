import { quoteConfirmationMessage } from "~/content/configurator";
import { homeStrings } from "~/content/strings/home";
import { formStrings } from "~/content/strings/forms";
import { surveyStrings } from "~/content/site-survey";
import type { FormName } from "~/leads/schemas/action-data";

// What a visitor is told once a lead is stored: the same words inline, in the JSON answer and on the confirmation page.

export interface ConfirmationTexts {
  title: string;
  message: string;
  /** Steps after this one, when the form has them. */
  next: readonly string[];
}

export const confirmationTexts: Record<FormName, ConfirmationTexts> = {
  contact: { title: homeStrings.contactForm.thankYouTitle, message: homeStrings.contactForm.thankYou, next: [] },
  quote: { title: formStrings.quoteForm.confirmationTitle, message: quoteConfirmationMessage, next: formStrings.quoteForm.next },
  newsletter: { title: formStrings.newsletterPage.sentTitle, message: formStrings.newsletterPending, next: [] },
  survey: { title: surveyStrings.confirmation.title, message: surveyStrings.confirmation.message, next: surveyStrings.confirmation.next },
};
