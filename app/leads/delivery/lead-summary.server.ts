import type { LeadKind } from "~/db/schema";
import type { StoredLead, StoredQuote } from "~/leads/stored-lead.server";

// One reading of a stored lead for people (mails, CLI, CSV) and machines (webhook), so every
// channel shows the same labels, order and figures: the quote's as stored at submission, never repriced.

const kindLabels: Record<LeadKind, string> = {
  contact: "Contact request",
  quote: "Quote request",
  newsletter: "Newsletter subscription",
};

/** Form fields in reading order with their labels; anything else stored comes after. */
const fieldLabels: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  service: "Service",
  topic: "Topic",
  message: "Message",
};

export interface SummaryField {
  key: string;
  label: string;
  value: string;
}

export interface QuoteSummary extends StoredQuote {
  currency: "SAR";
}

export interface LeadSummary {
  reference: string;
  kind: LeadKind;
  kindLabel: string;
  createdAt: string;
  /** "21 Nov 2026, 14:05 (Riyadh)". */
  receivedAt: string;
  sourcePage: string;
  sourceUrl: string;
  fields: SummaryField[];
  /** The visitor's address, if any: Reply-To of the sales mail, recipient of the acknowledgement. */
  email?: string;
  name?: string;
  quote: QuoteSummary | null;
  consent: StoredLead["consent"];
}

const riyadhTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Riyadh",
  dateStyle: "medium",
  timeStyle: "short",
});

export function formatRiyadhTime(iso: string): string {
  return `${riyadhTime.format(new Date(iso))} (Riyadh)`;
}

export function summarizeLead(lead: StoredLead, siteUrl: string): LeadSummary {
  const known = Object.keys(fieldLabels).filter((key) => lead.fields[key]);
  const others = Object.keys(lead.fields).filter((key) => !(key in fieldLabels) && lead.fields[key]);
  return {
    reference: lead.reference,
    kind: lead.kind,
    kindLabel: kindLabels[lead.kind],
    createdAt: lead.createdAt,
    receivedAt: formatRiyadhTime(lead.createdAt),
    sourcePage: lead.sourcePage,
    sourceUrl: lead.sourcePage ? `${siteUrl}${lead.sourcePage}` : "",
    fields: [...known, ...others].map((key) => ({ key, label: fieldLabels[key] ?? key, value: lead.fields[key] ?? "" })),
    email: lead.fields.email || undefined,
    name: lead.fields.name || undefined,
    quote: lead.quote && { ...lead.quote, currency: "SAR" },
    consent: lead.consent,
  };
}

/** "4K Security Cameras x 2; Storage x 3" for one-line places (CSV, CLI list). */
export function configurationLine(quote: QuoteSummary | null): string {
  return quote?.lines.map((line) => `${line.name} x ${line.quantity}`).join("; ") ?? "";
}
