import { configuratorWording } from "~/content/configurator";
import { surveyConfirmation } from "~/site-survey/confirmation";
import type { ConfirmationTexts, FormName } from "~/leads/schemas/action-data";
import { fillSiteFacts, type SiteConfig } from "~/content/site";

// What a visitor is told once a lead is stored, per form: the confirmation page reads them here, the pipeline through
// each form's registration (registry.server.ts). Message ids, or English texts where a form's module has not moved to
// the messages yet.

export const confirmationTexts: Record<Exclude<FormName, "survey">, ConfirmationTexts> = {
  contact: { title: "forms.contact.confirmationTitle", message: "forms.contact.confirmation", next: [] },
  quote: {
    title: "forms.quote.confirmationTitle",
    message: configuratorWording.en.confirmation,
    next: ["forms.quote.next.review", "forms.quote.next.consultation", "forms.quote.next.quote"],
  },
  newsletter: { title: "forms.newsletter.sentTitle", message: "forms.newsletter.pending", next: [] },
  application: { title: "forms.application.confirmationTitle", message: "forms.application.confirmation", next: [] },
  service: { title: "forms.service.confirmationTitle", message: "forms.service.confirmation", next: [] },
};

/**
 * The texts the confirmation page shows in `locale` and the pipeline answers with: the quote's message is the
 * configurator's record's (content/configurator/estimate.yaml) in that language, which no catalogue holds; the
 * survey's are its page record's (content/texts/site-survey.yaml, `confirmation`) in that language; the rest as above.
 * The site's facts are filled in: the quote's message states the reply-time promise ({replyTime}).
 */
export function confirmationTextsIn(form: FormName, site: SiteConfig): ConfirmationTexts {
  if (form === "survey") return surveyConfirmation(site.locale);
  const texts = confirmationTexts[form];
  return form === "quote" ? { ...texts, message: fillSiteFacts(configuratorWording[site.locale].confirmation, site) } : texts;
}
