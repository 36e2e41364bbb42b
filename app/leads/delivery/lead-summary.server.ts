import type { LeadKind } from "~/db/schema";
import type { StoredLead, StoredQuote } from "~/leads/stored-lead.server";
import type { Locale } from "~/i18n/locale";
import type { ContactPreference } from "~/leads/schemas/contact-preference";
import { leadFormKind, type LeadPriority } from "~/leads/form-kinds.server";
import { sourceOf } from "~/leads/attribution.server";
import { UTM_FIELDS, type UtmField } from "~/leads/schemas/attribution-fields";
import { riyadhTimeIn } from "./mail-text.server";

// One reading of a stored lead for people (mails, CLI, CSV) and machines (webhook), so every
// channel shows the same labels, order and figures: the quote's as stored at submission, never repriced. The labels,
// the readings of values and a booking's window come from the lead's form kind (form-kinds.server.ts).

const languageNames: Record<Locale, string> = { en: "English", ar: "Arabic" };

/** Labels of the fields most forms share, for the form kinds' own lists. */
export const commonFieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  contactPreference: "Reach by",
  city: "City / district",
  company: "Company",
  topic: "Topic",
  message: "Message",
  building: "Building type",
} as const;

export interface SummaryField {
  key: string;
  label: string;
  value: string;
}

export interface QuoteSummary extends StoredQuote {
  currency: "SAR";
}

/** A survey's window as it stands now: ISO 8601 with +03:00, for people and machines alike. */
export interface SurveySummary {
  start: string;
  end: string;
  status: "booked" | "cancelled";
  /** Changes made by the visitor so far (moves, the cancellation). */
  changes: number;
}

/** Where the lead came from (docs/decisions/160): null where not known. */
export interface AttributionSummary {
  /** utm_source, else the referring site's host, else "direct". */
  source: string;
  /** The visit's first page, a path, and its address on the site. */
  landingPage: string | null;
  landingUrl: string | null;
  /** The referring site's host name. */
  referrerHost: string | null;
  /** The landing URL's utm_* values by their parameter names. */
  utm: Record<UtmField, string | null>;
}

export interface LeadSummary {
  reference: string;
  /** The language of the page the lead was sent from: the visitor's mails are in it, sales' and the CRM's in English. */
  language: Locale;
  /** That language's English name, for sales: "Arabic". */
  languageName: string;
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
  survey: SurveySummary | null;
  attribution: AttributionSummary;
  consent: StoredLead["consent"];
  marketingOptIn: boolean;
  /** Only for a kind that says one (a service request). */
  priority?: LeadPriority;
}

/** The contact preference as sales read it. */
const contactPreferenceNames: Record<ContactPreference, string> = { call: "Phone call", whatsapp: "WhatsApp", email: "Email" };

/** Readings of the fields most forms share: the contact preference in words. */
function commonFieldValue(key: string, value: string): string | undefined {
  return key === "contactPreference" ? contactPreferenceNames[value as ContactPreference] : undefined;
}

/** For sales: "21 Nov 2026, 14:05 (Riyadh)". */
export const formatRiyadhTime = (iso: string) => riyadhTimeIn(iso, "en");

/** "Site survey (moved)": sales see at a glance that a mail is about a change. */
function kindLabelOf(label: string, survey: SurveySummary | null): string {
  if (survey?.status === "cancelled") return `${label} (cancelled)`;
  return survey && survey.changes > 0 ? `${label} (moved)` : label;
}

export function summarizeLead(lead: StoredLead, siteUrl: string): LeadSummary {
  const { summary: form } = leadFormKind(lead.kind);
  const booking = lead.survey && form.booking ? form.booking(lead.survey) : null;
  const survey = booking && { start: booking.start, end: booking.end, status: booking.status, changes: booking.changes };
  // The window as it stands now, not as first booked, in ISO 8601 with its offset and in words.
  const fields = booking ? { ...lead.fields, slot: `${booking.start} to ${booking.end}, ${booking.inWords}` } : lead.fields;
  const { fieldLabels } = form;
  const known = Object.keys(fieldLabels).filter((key) => fields[key]);
  const others = Object.keys(fields).filter((key) => !(key in fieldLabels) && fields[key]);
  const valueOf = (key: string, value: string) => form.fieldValue?.(key, value, siteUrl) ?? commonFieldValue(key, value) ?? value;
  return {
    reference: lead.reference,
    language: lead.language,
    languageName: languageNames[lead.language],
    kind: lead.kind,
    kindLabel: kindLabelOf(form.label, survey),
    createdAt: lead.createdAt,
    receivedAt: formatRiyadhTime(lead.createdAt),
    sourcePage: lead.sourcePage,
    sourceUrl: lead.sourcePage ? `${siteUrl}${lead.sourcePage}` : "",
    fields: [...known, ...others].map((key) => ({
      key,
      label: fieldLabels[key] ?? key,
      value: valueOf(key, fields[key] ?? ""),
    })),
    email: lead.fields.email || undefined,
    name: lead.fields.name || undefined,
    quote: lead.quote && { ...lead.quote, currency: "SAR" },
    survey,
    attribution: attributionSummary(lead.attribution, siteUrl),
    consent: lead.consent,
    marketingOptIn: lead.marketingOptIn,
    priority: form.priority?.(lead.fields),
  };
}

function attributionSummary(attribution: StoredLead["attribution"], siteUrl: string): AttributionSummary {
  const { landingPage, referrerHost } = attribution;
  return {
    source: sourceOf(attribution),
    landingPage: landingPage ?? null,
    landingUrl: landingPage ? `${siteUrl}${landingPage}` : null,
    referrerHost: referrerHost ?? null,
    utm: Object.fromEntries(UTM_FIELDS.map((name) => [name, attribution[name] ?? null])) as Record<UtmField, string | null>,
  };
}

/** "utm_source=newsletter, utm_campaign=autumn": the values the landing URL carried, for one-line places. */
export function campaignLine(attribution: AttributionSummary): string {
  return UTM_FIELDS.flatMap((name) => (attribution.utm[name] ? [`${name}=${attribution.utm[name]}`] : [])).join(", ");
}

/** "4K Security Cameras x 2; Storage x 3" for one-line places (CSV, CLI list). */
export function configurationLine(quote: QuoteSummary | null): string {
  return quote?.lines.map((line) => `${line.name} x ${line.quantity}`).join("; ") ?? "";
}
