import type { ReactNode } from "react";
import type { MessageId } from "~/i18n/messages";
import { leadFormKind } from "~/leads/form-kinds.server";
import { plainLine, plainText } from "~/leads/schemas/plain-text";
import { campaignLine, type AttributionSummary, type LeadSummary } from "./lead-summary.server";
import { AddressLink, Emphasized, MailLayout, muted, renderMail, small, type MailContent } from "./mail-render.server";
import { mailLanguage, type MailSite } from "./mail-text.server";

// The two mails of a contact or quote lead: the notification to sales (always English, saying which language the
// visitor used) and the optional acknowledgement to the visitor (in that language). One component each, rendered to
// HTML and read back as text (mail-render.server.tsx).

export type { MailContent };

/** What a visitor's mail says about us: the site, how soon we answer, where to write on WhatsApp. */
export interface AcknowledgementSite extends MailSite {
  replyWithinHours: number;
  whatsapp: string;
}

/** The messages of an acknowledgement's subject and first sentence, per form (`mail.acknowledgement.*`). */
export interface AcknowledgementTexts {
  subject: MessageId;
  received: MessageId;
}

const line = { margin: "0 0 4px" };
const cell = { padding: "6px 10px", borderBottom: "1px solid #e2e8f0", textAlign: "left", verticalAlign: "top" } as const;
export const salesCells = { cell, number: { ...cell, textAlign: "right" } as const };

/**
 * One stored field: "Label: value" on one line, or a value of several lines indented under its label. The schemas
 * drop bidi overrides and controls at submission; dropped here again, so that no stored value can reorder the mail.
 */
function Field({ label, value: stored }: { label: string; value: string }) {
  const value = plainText(stored);
  if (!value.includes("\n")) {
    return (
      <p data-line style={line}>
        <strong>{`${label}:`}</strong>
        {` ${value}`}
      </p>
    );
  }
  return (
    <>
      <p data-line style={line}>
        <strong>{`${label}:`}</strong>
      </p>
      <div data-indented style={{ ...line, whiteSpace: "pre-wrap", paddingInlineStart: "16px" }}>
        {value}
      </div>
    </>
  );
}

/** One line for a header: visitors' text may hold newlines, huge runs of spaces or characters that reorder a line. */
export function headerText(value: string, max = 80): string {
  const flat = plainLine(value).replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Sales may send offers only to a visitor who opted in (PDPL Art. 25). */
const marketingLine = (lead: LeadSummary) =>
  lead.marketingOptIn
    ? "Marketing: opted in to news and offers."
    : "Marketing: not opted in. Do not send news or offers, only answers to this request.";

/** Where the lead came from: the visit's first page, the site that sent the visitor, the campaign (decision 160). */
function Origin({ attribution }: { attribution: AttributionSummary }) {
  const campaign = campaignLine(attribution);
  return (
    <>
      <p data-line style={{ ...line, ...muted }}>
        {"Landing page: "}
        {attribution.landingUrl ? <a href={attribution.landingUrl}>{attribution.landingUrl}</a> : "not known"}
      </p>
      <p data-line style={{ ...line, ...muted }}>{`Referred by: ${attribution.referrerHost ?? "no other site"}`}</p>
      <p data-line style={{ ...line, ...muted, marginBottom: "16px" }}>{`Campaign: ${campaign || "none"}`}</p>
    </>
  );
}

function SalesMail({ lead, subject, details }: { lead: LeadSummary; subject: string; details: ReactNode }) {
  const { consent } = lead;
  return (
    <MailLayout title={subject}>
      <h1 style={{ fontSize: "20px", margin: "0 0 12px" }}>{`${lead.kindLabel} ${lead.reference}`}</h1>
      <p data-line style={{ ...line, ...muted }}>{`Received: ${lead.receivedAt}`}</p>
      <p data-line style={{ ...line, ...muted }}>
        {"Page: "}
        {lead.sourceUrl ? <a href={lead.sourceUrl}>{lead.sourceUrl}</a> : "not known"}
      </p>
      {/* Sales answer in the visitor's language: the mails the visitor had from us were in it. */}
      <p data-line style={{ ...line, ...muted }}>{`Language: ${lead.languageName}`}</p>
      <Origin attribution={lead.attribution} />
      {lead.priority && <p data-line style={{ ...line, marginBottom: "16px" }}>{`Priority: ${lead.priority}`}</p>}
      {lead.fields.map((field) => (
        <Field key={field.key} label={field.label} value={field.value} />
      ))}
      {details}
      <p data-line style={{ ...small, margin: "16px 0 4px" }}>
        {`Consent: "${consent.text}" (version ${consent.version}, ${consent.consentedAt})`}
      </p>
      <p data-line style={{ ...small, margin: "0 0 4px" }}>
        {marketingLine(lead)}
      </p>
      <p data-line style={{ ...small, margin: 0 }}>
        {lead.email ? "Reply to this mail to answer the visitor." : "The visitor left no email address: call them."}
      </p>
    </MailLayout>
  );
}

export function salesNotification(lead: LeadSummary): Promise<MailContent> {
  const who = lead.name ?? lead.email ?? lead.fields.find((field) => field.key === "phone")?.value ?? "a visitor";
  // A high-priority lead (an emergency service request) says so first, where a mailbox's list shows it.
  const urgent = lead.priority === "high" ? "[HIGH PRIORITY] " : "";
  const subject = `${urgent}${lead.kindLabel} ${lead.reference} from ${headerText(who, 60)}`;
  const details = leadFormKind(lead.kind).mails.salesDetails?.(lead);
  return renderMail(subject, <SalesMail lead={lead} subject={subject} details={details} />);
}

/** The mail's closing line: the company and its site in the mail's language. */
export const Signature = ({ company, home }: { company: string; home: string }) => (
  <p style={{ margin: "16px 0 0", ...muted }}>
    {`${company} · `}
    <AddressLink url={home} />
  </p>
);

/**
 * The visitor's acknowledgement, in the language of the page the visitor wrote from. It repeats nothing the visitor
 * typed (not even the name): the form accepts any address, so echoing text would let anyone send their words to a
 * stranger through our mail server.
 */
export function visitorAcknowledgement(lead: LeadSummary, site: AcknowledgementSite, kind: AcknowledgementTexts): Promise<MailContent> {
  const language = mailLanguage(lead.language, site);
  const { text: t, company } = language;
  const subject = t(kind.subject, { reference: lead.reference });
  const paragraphs = [
    t("mail.greeting"),
    t(kind.received, { company, date: language.riyadhTime(lead.createdAt) }),
    t("mail.acknowledgement.reference", { reference: lead.reference, hours: site.replyWithinHours }),
    t("mail.acknowledgement.ignore"),
  ];
  return renderMail(
    subject,
    <MailLayout title={subject} locale={language.locale}>
      {paragraphs.map((text) => (
        <Emphasized key={text} text={text} term={lead.reference} />
      ))}
      <Signature company={company} home={language.home} />
    </MailLayout>,
  );
}
