import { quoteConfirmationMessage } from "~/content/configurator";
import { homeStrings } from "~/content/strings/home";
import { formStrings } from "~/content/strings/forms";
import { surveyText } from "~/content/site-survey";
import type { ConfirmationTexts, FormName } from "~/leads/schemas/action-data";

// What a visitor is told once a lead is stored, per form: the confirmation page reads them here (in the browser too),
// the pipeline through each form's registration (registry.server.ts).

export const confirmationTexts: Record<FormName, ConfirmationTexts> = {
  contact: { title: homeStrings.contactForm.thankYouTitle, message: homeStrings.contactForm.thankYou, next: [] },
  quote: { title: formStrings.quoteForm.confirmationTitle, message: quoteConfirmationMessage, next: formStrings.quoteForm.next },
  newsletter: { title: formStrings.newsletterPage.sentTitle, message: formStrings.newsletterPending, next: [] },
  survey: { title: surveyText.en.confirmation.title, message: surveyText.en.confirmation.message, next: surveyText.en.confirmation.next },
};
