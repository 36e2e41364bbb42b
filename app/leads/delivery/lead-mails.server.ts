import { formatSar } from "~/configurator/quote";
import { addressLink, cellStyle, escapeHtml, headerText, mailDocument, numberCellStyle } from "./html.server";
import type { LeadSummary, QuoteSummary } from "./lead-summary.server";
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

export function salesNotification(lead: LeadSummary): MailContent {
  const who = lead.name ?? lead.email ?? lead.fields.find((field) => field.key === "phone")?.value ?? "a visitor";
  const subject = `${lead.kindLabel} ${lead.reference} from ${headerText(who, 60)}`;

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
    ...(lead.quote ? ["", ...quoteText(lead.quote)] : []),
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
      lead.quote ? quoteHtml(lead.quote) : "",
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

function quoteText(quote: QuoteSummary): string[] {
  const lines = quote.lines.map(
    (line) => `  ${line.name}: ${line.quantity} ${line.unit} x ${formatSar(line.unitPrice)} = ${formatSar(line.subtotal)}`,
  );
  return [
    `Building type: ${quote.buildingName} (x${quote.multiplier})`,
    ...(lines.length > 0
      ? ["Configuration:", ...lines, `Subtotal: ${formatSar(quote.subtotal)}`]
      : ["Configuration: none (a quote request without the configurator)"]),
    ...(quote.total !== null ? [`Estimated total: ${formatSar(quote.total)}`] : []),
  ];
}

function quoteHtml(quote: QuoteSummary): string {
  const head = `<h2 style="font-size:16px;margin:20px 0 8px">Configuration — ${escapeHtml(quote.buildingName)} (x${quote.multiplier})</h2>`;
  if (quote.lines.length === 0) return `${head}<p style="margin:0">None: a quote request without the configurator.</p>`;
  const rows = quote.lines.map(
    (line) =>
      `<tr><td ${cellStyle}>${escapeHtml(line.name)}</td><td ${numberCellStyle}>${line.quantity} ${escapeHtml(line.unit)}</td><td ${numberCellStyle}>${formatSar(line.unitPrice)}</td><td ${numberCellStyle}>${formatSar(line.subtotal)}</td></tr>`,
  );
  return [
    head,
    `<table style="border-collapse:collapse;width:100%">`,
    `<thead><tr><th ${cellStyle}>Item</th><th ${numberCellStyle}>Quantity</th><th ${numberCellStyle}>Unit price</th><th ${numberCellStyle}>Subtotal</th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody>`,
    `<tfoot><tr><th scope="row" colspan="3" ${numberCellStyle}>Subtotal</th><td ${numberCellStyle}>${formatSar(quote.subtotal)}</td></tr>`,
    quote.total !== null
      ? `<tr><th scope="row" colspan="3" ${numberCellStyle}>Estimated total</th><td ${numberCellStyle}><strong>${formatSar(quote.total)}</strong></td></tr>`
      : "",
    `</tfoot></table>`,
  ].join("\n");
}

/**
 * The visitor's acknowledgement, in the language of the page the visitor wrote from. It repeats nothing the visitor
 * typed (not even the name): the form accepts any address, so echoing text would let anyone send their words to a
 * stranger through our mail server.
 */
export function visitorAcknowledgement(lead: LeadSummary, site: MailSite & { replyWithinHours: number }): MailContent {
  const language = mailLanguage(lead.language, site);
  const { text: t, company } = language;
  const texts = mailStrings.acknowledgement;
  const kind = lead.kind === "quote" ? texts.quote : texts.contact;
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
