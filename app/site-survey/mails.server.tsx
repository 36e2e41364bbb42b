import { surveySchedule } from "~/content/site-survey";
import { whatsappTextHref } from "~/content/whatsapp-link";
import { formatDate, LONG_DAY } from "~/i18n/format";
import { Signature } from "~/leads/delivery/lead-mails.server";
import type { LeadSummary, SurveySummary } from "~/leads/delivery/lead-summary.server";
import { AddressLink, MailLayout, paragraph, renderMail } from "~/leads/delivery/mail-render.server";
import type { OutgoingMail } from "~/leads/delivery/mailer.server";
import { mailLanguage, type MailLanguage, type MailSite } from "~/leads/delivery/mail-text.server";
import { invitationIcs } from "./invitation";
import { manageUrl } from "./manage-link.server";
import { formatWindow } from "./slots";
import { surveyPath } from "./survey-link";

// The visitor's mail of a site survey, in the language of the page it was booked from: the booking (or its move or
// cancellation), the calendar invitation, the single-use link to move or cancel, and WhatsApp. Like every
// acknowledgement it repeats nothing the visitor typed.

interface Site extends MailSite {
  whatsapp: string;
}

type SurveyMail = Pick<OutgoingMail, "subject" | "text" | "html" | "attachments">;

/** "Sunday, 29 November 2026, 08:00–10:00 (Riyadh time)" in the mail's language. */
function windowIn(start: string, language: MailLanguage): string {
  const day = formatDate(new Date(`${start.slice(0, 10)}T00:00:00Z`), language.locale, LONG_DAY);
  return language.text("mail.survey.when", { day, window: formatWindow(start, surveySchedule) });
}

export async function surveyAcknowledgement(lead: LeadSummary & { survey: SurveySummary }, site: Site, now: Date): Promise<SurveyMail> {
  const { survey } = lead;
  const language = mailLanguage(lead.language, site);
  const { text: t, company } = language;
  const reference = { reference: lead.reference };
  const when = windowIn(survey.start, language);
  const cancelled = survey.status === "cancelled";
  const subject = t(
    cancelled ? "mail.survey.cancelledSubject" : survey.changes > 0 ? "mail.survey.movedSubject" : "mail.survey.subject",
    reference,
  );
  const link = cancelled ? language.url(surveyPath) : manageUrl(site.siteUrl, lead.reference, survey.changes, language.locale);
  // The chat opens with the booking named, so the team finds it without asking.
  const whatsapp = whatsappTextHref(site.whatsapp, t("mail.survey.whatsappText", reference));
  // [paragraph, link below it]
  const blocks: [string, string?][] = [
    [t("mail.greeting")],
    [t(cancelled ? "mail.survey.cancelled" : "mail.survey.booked", { company, when })],
    [t("mail.survey.reference", reference)],
    ...(cancelled ? [] : ([[t("mail.survey.calendar")], [t("mail.survey.manage"), link]] as [string, string?][])),
    [t("mail.survey.whatsapp"), whatsapp],
    [t("mail.survey.ignore")],
  ];
  const { html, text } = await renderMail(
    subject,
    <MailLayout title={subject} locale={language.locale}>
      {blocks.map(([paragraphText, href]) => (
        <p key={paragraphText} style={paragraph}>
          {paragraphText}
          {href ? (
            <>
              <br />
              <AddressLink url={href} />
            </>
          ) : null}
        </p>
      ))}
      <Signature company={company} home={language.home} />
    </MailLayout>,
  );
  const ics = invitationIcs({
    uid: `${lead.reference}@${new URL(site.siteUrl).hostname}`,
    sequence: survey.changes,
    start: survey.start,
    end: survey.end,
    summary: t("mail.survey.eventTitle", { company }),
    description: t("mail.survey.eventDescription", reference),
    cancelled,
    stamp: now,
    productId: `-//${site.companyName}//Site survey//EN`,
  });
  return {
    subject,
    text,
    html,
    attachments: [{ filename: "site-survey.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
}
