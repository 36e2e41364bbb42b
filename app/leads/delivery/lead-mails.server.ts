import { leadFormKind } from "~/leads/form-kinds.server";
import { addressLink, cellStyle, escapeHtml, headerText, mailDocument } from "./html.server";
import type { LeadSummary } from "./lead-summary.server";
import { mailLanguage, type MailSite } from "./mail-text.server";
import { mailStrings } from "~/content/strings/mails";

// The two mails of a contact or quote lead: the notification to sales (always English, saying which language the
// visitor used) and the optional acknowledgement to the visitor (in that language). Plain text and HTML carry the
// same content.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a form kind adds to the sales mail after the fields (a priced quote), as text lines and as HTML. */
export interface SalesDetails {
  text: string[];
  html: string;
}

/** What a visitor's mail says about us: the site, how soon we answer, where to write on WhatsApp. */
export interface AcknowledgementSite extends MailSite {
  replyWithinHours: number;
  whatsapp: string;
}

/** The subject and first sentence of an acknowledgement, per form (app/content/strings/mails.ts). */
export interface AcknowledgementTexts {
  subject: string;
  received: string;
}

export function salesNotification(lead: LeadSummary): MailContent {
  const who = lead.name ?? lead.email ?? lead.fields.find((field) => field.key === "phone")?.value ?? "a visitor";
  const subject = `${lead.kindLabel} ${lead.reference} from ${headerText(who, 60)}`;
  const details = leadFormKind(lead.kind).mails.salesDetails?.(lead);

  const text = [
    `${lead.kindLabel} ${lead.reference}`,
    "",
    `Received: ${lead.receivedAt}`,
    `Page: ${lead.sourceUrl || "not known"}`,
    languageLine(lead),
    "",
    ...lead.fields.map((field) =>
      field.value.includes("\n") ? `${field.label}:\n${indent(field.value)}` : `${field.label}: ${field.value}`,
    ),
    ...(details ? ["", ...details.text] : []),
    "",
    `Consent: "${lead.consent.text}" (version ${lead.consent.version}, ${lead.consent.consentedAt})`,
    marketingLine(lead),
    lead.email ? "Reply to this mail to answer the visitor." : "The visitor left no email address: call them.",
  ].join("\n");

  const html = mailDocument(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(lead.kindLabel)} <span style="color:#0e7490">${escapeHtml(lead.reference)}</span></h1>`,
      `<p style="margin:0 0 16px;color:#475569">Received ${escapeHtml(lead.receivedAt)}${lead.sourceUrl ? ` from <a href="${escapeHtml(lead.sourceUrl)}">${escapeHtml(lead.sourcePage)}</a>` : ""}<br>${escapeHtml(languageLine(lead))}</p>`,
      `<table role="presentation" style="border-collapse:collapse;width:100%">`,
      ...lead.fields.map(
        (field) =>
          `<tr><th scope="row" ${cellStyle}>${escapeHtml(field.label)}</th><td ${cellStyle}><span style="white-space:pre-wrap">${escapeHtml(field.value)}</span></td></tr>`,
      ),
      `</table>`,
      details?.html ?? "",
      `<p style="margin:16px 0 0;font-size:13px;color:#475569">Consent: “${escapeHtml(lead.consent.text)}” (version ${escapeHtml(lead.consent.version)}, ${escapeHtml(lead.consent.consentedAt)})<br>${escapeHtml(marketingLine(lead))}</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}

/** Sales answer in the visitor's language: the mails the visitor had from us were in it. */
function languageLine(lead: LeadSummary): string {
  return `Language: ${lead.languageName}`;
}

/** Sales may send offers only to a visitor who opted in (PDPL Art. 25). */
function marketingLine(lead: LeadSummary): string {
  return lead.marketingOptIn
    ? "Marketing: opted in to news and offers."
    : "Marketing: not opted in. Do not send news or offers, only answers to this request.";
}

function indent(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => `  ${line}`)
    .join("\n");
}

/**
 * The visitor's acknowledgement, in the language of the page the visitor wrote from. It repeats nothing the visitor
 * typed (not even the name): the form accepts any address, so echoing text would let anyone send their words to a
 * stranger through our mail server.
 */
export function visitorAcknowledgement(lead: LeadSummary, site: AcknowledgementSite, kind: AcknowledgementTexts): MailContent {
  const language = mailLanguage(lead.language, site);
  const { text: t, company } = language;
  const texts = mailStrings.acknowledgement;
  const subject = t(kind.subject, { reference: lead.reference });
  const paragraphs = [
    t(mailStrings.greeting),
    t(kind.received, { company, date: language.riyadhTime(lead.createdAt) }),
    t(texts.reference, { reference: lead.reference, hours: site.replyWithinHours }),
    t(texts.ignore),
  ];
  const text = [...paragraphs, `${company}\n${language.home}`].join("\n\n");
  const html = mailDocument(
    subject,
    [
      ...paragraphs.map(
        (paragraph) =>
          `<p style="margin:0 0 12px">${escapeHtml(paragraph).replace(escapeHtml(lead.reference), `<strong>${escapeHtml(lead.reference)}</strong>`)}</p>`,
      ),
      `<p style="margin:16px 0 0;color:#475569">${escapeHtml(company)} · ${addressLink(language.home)}</p>`,
    ].join("\n"),
    language.locale,
  );
  return { subject, text, html };
}
