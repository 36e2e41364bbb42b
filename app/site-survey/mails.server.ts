import { surveySchedule, surveyStrings } from "~/content/site-survey";
import { whatsappHref } from "~/content/site";
import { escapeHtml, mailDocument } from "~/leads/delivery/html.server";
import type { LeadSummary, SurveySummary } from "~/leads/delivery/lead-summary.server";
import type { OutgoingMail } from "~/leads/delivery/mailer.server";
import { invitationIcs } from "./invitation";
import { manageUrl } from "./manage-link.server";
import { formatSlot } from "./slots";
import { surveyPath } from "./survey-link";

// The visitor's mail of a site survey: the booking (or its move or cancellation), the calendar invitation, the
// single-use link to move or cancel, and WhatsApp. Like every acknowledgement it repeats nothing the visitor typed.

const strings = surveyStrings.mail;

interface Site {
  companyName: string;
  siteUrl: string;
  whatsapp: string;
}

type SurveyMail = Pick<OutgoingMail, "subject" | "text" | "html" | "attachments">;

export function surveyAcknowledgement(lead: LeadSummary & { survey: SurveySummary }, site: Site, now: Date): SurveyMail {
  const { survey } = lead;
  const when = formatSlot(survey.start, surveySchedule);
  const cancelled = survey.status === "cancelled";
  const subject = cancelled
    ? strings.cancelledSubject(lead.reference)
    : survey.changes > 0
      ? strings.movedSubject(lead.reference)
      : strings.subject(lead.reference);
  const link = cancelled ? `${site.siteUrl}${surveyPath}` : manageUrl(site.siteUrl, lead.reference, survey.changes);
  const whatsapp = whatsappHref(site.whatsapp);
  // [paragraph, link below it]
  const blocks: [string, string?][] = [
    ["Hello,"],
    [cancelled ? strings.cancelled(site.companyName, when) : strings.booked(site.companyName, when)],
    [strings.reference(lead.reference)],
    ...(cancelled ? [] : ([[strings.calendar], [strings.manage, link]] as [string, string?][])),
    [strings.whatsapp, whatsapp],
    [strings.ignore],
  ];
  const text = [
    ...blocks.map(([paragraph, href]) => (href ? `${paragraph}\n${href}` : paragraph)),
    `${site.companyName}\n${site.siteUrl}`,
  ].join("\n\n");
  const html = mailDocument(
    subject,
    [
      ...blocks.map(
        ([paragraph, href]) =>
          `<p style="margin:0 0 12px">${escapeHtml(paragraph)}${href ? `<br><a href="${escapeHtml(href)}">${escapeHtml(href)}</a>` : ""}</p>`,
      ),
      `<p style="margin:16px 0 0;color:#475569">${escapeHtml(site.companyName)} · <a href="${escapeHtml(site.siteUrl)}">${escapeHtml(site.siteUrl)}</a></p>`,
    ].join("\n"),
  );
  const ics = invitationIcs({
    uid: `${lead.reference}@${new URL(site.siteUrl).hostname}`,
    sequence: survey.changes,
    start: survey.start,
    end: survey.end,
    summary: strings.eventTitle(site.companyName),
    description: strings.eventDescription(lead.reference),
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
