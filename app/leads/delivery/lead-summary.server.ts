import type { LeadKind } from "~/db/schema";
import type { StoredLead } from "~/leads/store.server";
import { estimateQuote, findBuildingType, type Configuration } from "~/configurator/quote";
import type { BuildingTypeId } from "~/content/configurator";

// One reading of a stored lead for people (mails, CLI, CSV) and machines (webhook), so every
// channel shows the same labels, order and figures.

export const kindLabels: Record<LeadKind, string> = {
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

export interface QuoteLineSummary {
  category: string;
  item: string;
  name: string;
  unit: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
}

export interface QuoteSummary {
  buildingType: string;
  buildingTypeName: string;
  multiplier: number;
  lines: QuoteLineSummary[];
  subtotal: number;
  /** The total stored with the lead (computed by the server at submission). */
  total: number | null;
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
    sourceUrl: lead.sourcePage.startsWith("/") ? `${siteUrl}${lead.sourcePage}` : lead.sourcePage,
    fields: [...known, ...others].map((key) => ({ key, label: fieldLabels[key] ?? key, value: lead.fields[key] ?? "" })),
    email: lead.fields.email || undefined,
    name: lead.fields.name || undefined,
    quote: lead.quote && summarizeQuote(lead.quote),
    consent: lead.consent,
  };
}

function summarizeQuote(quote: NonNullable<StoredLead["quote"]>): QuoteSummary {
  const type = findBuildingType(quote.buildingType);
  const estimate = estimateQuote((type?.id ?? "home") as BuildingTypeId, (quote.configuration ?? {}) as Configuration);
  return {
    buildingType: quote.buildingType,
    buildingTypeName: type?.name ?? quote.buildingType,
    multiplier: type?.multiplier ?? 1,
    lines: estimate.lines.map((line) => ({
      category: line.categoryId,
      item: line.itemId,
      name: line.name,
      unit: line.unit,
      unitPrice: line.price,
      quantity: line.quantity,
      subtotal: line.subtotal,
    })),
    subtotal: estimate.subtotal,
    total: quote.total,
    currency: "SAR",
  };
}

/** "4K Security Cameras x 2; Storage x 3" for one-line places (CSV, CLI list). */
export function configurationLine(quote: QuoteSummary | null): string {
  return quote?.lines.map((line) => `${line.name} x ${line.quantity}`).join("; ") ?? "";
}
