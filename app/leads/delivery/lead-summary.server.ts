import type { LeadKind } from "~/db/schema";
import type { StoredLead, StoredQuote } from "~/leads/stored-lead.server";
import { CHECKER_PARAM } from "~/cctv-law/answers";
import { readHandOff } from "~/cctv-law/hand-off";
import { checkerTextsEn } from "~/cctv-law/texts.en";
import { readProjectHandOff } from "~/content/case-studies";
import { PROJECT_PARAM } from "~/content/case-study-ids";
import { surveySchedule } from "~/content/site-survey";
import { formatSlot, slotEnd } from "~/site-survey/slots";
import type { Locale } from "~/i18n/locale";
import { riyadhTimeIn } from "./mail-text.server";

// One reading of a stored lead for people (mails, CLI, CSV) and machines (webhook), so every
// channel shows the same labels, order and figures: the quote's as stored at submission, never repriced.

const kindLabels: Record<LeadKind, string> = {
  contact: "Contact request",
  quote: "Quote request",
  newsletter: "Newsletter subscription",
  survey: "Site survey",
};

const languageNames: Record<Locale, string> = { en: "English", ar: "Arabic" };

/** Form fields in reading order with their labels; anything else stored comes after. */
const fieldLabels: Record<string, string> = {
  slot: "Survey window",
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  service: "Service",
  topic: "Topic",
  message: "Message",
  [PROJECT_PARAM]: "Reference project",
  [CHECKER_PARAM]: "CCTV-law checker",
  building: "Building type",
  area: "Area or city",
  shortAddress: "Short address",
};

/** A stored value as people read it: the checker's answers or the project to visit in words, with the link to their page. */
function fieldValue(key: string, value: string, siteUrl: string): string {
  const checker = key === CHECKER_PARAM ? readHandOff(value, checkerTextsEn) : null;
  if (checker) return `${checker.summary} (${siteUrl}${checker.resultPath})`;
  const project = key === PROJECT_PARAM ? readProjectHandOff(value) : null;
  return project ? `${project.summary} (${siteUrl}${project.path})` : value;
}

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
  consent: StoredLead["consent"];
  marketingOptIn: boolean;
}

/** For sales: "21 Nov 2026, 14:05 (Riyadh)". */
export const formatRiyadhTime = (iso: string) => riyadhTimeIn(iso, "en");

function surveySummary(lead: StoredLead): SurveySummary | null {
  if (!lead.survey) return null;
  const { slot, status, linkVersion } = lead.survey;
  return { start: slot, end: slotEnd(slot, surveySchedule), status, changes: linkVersion };
}

/** "Site survey (moved)": sales see at a glance that a mail is about a change. */
function kindLabelOf(lead: StoredLead, survey: SurveySummary | null): string {
  if (survey?.status === "cancelled") return `${kindLabels[lead.kind]} (cancelled)`;
  return survey && survey.changes > 0 ? `${kindLabels[lead.kind]} (moved)` : kindLabels[lead.kind];
}

export function summarizeLead(lead: StoredLead, siteUrl: string): LeadSummary {
  const survey = surveySummary(lead);
  // The window as it stands now, not as first booked, in ISO 8601 with its offset and in words.
  const fields = survey
    ? { ...lead.fields, slot: `${survey.start} to ${survey.end}, ${formatSlot(survey.start, surveySchedule)}` }
    : lead.fields;
  const known = Object.keys(fieldLabels).filter((key) => fields[key]);
  const others = Object.keys(fields).filter((key) => !(key in fieldLabels) && fields[key]);
  return {
    reference: lead.reference,
    language: lead.language,
    languageName: languageNames[lead.language],
    kind: lead.kind,
    kindLabel: kindLabelOf(lead, survey),
    createdAt: lead.createdAt,
    receivedAt: formatRiyadhTime(lead.createdAt),
    sourcePage: lead.sourcePage,
    sourceUrl: lead.sourcePage ? `${siteUrl}${lead.sourcePage}` : "",
    fields: [...known, ...others].map((key) => ({
      key,
      label: fieldLabels[key] ?? key,
      value: fieldValue(key, fields[key] ?? "", siteUrl),
    })),
    email: lead.fields.email || undefined,
    name: lead.fields.name || undefined,
    quote: lead.quote && { ...lead.quote, currency: "SAR" },
    survey,
    consent: lead.consent,
    marketingOptIn: lead.marketingOptIn,
  };
}

/** "4K Security Cameras x 2; Storage x 3" for one-line places (CSV, CLI list). */
export function configurationLine(quote: QuoteSummary | null): string {
  return quote?.lines.map((line) => `${line.name} x ${line.quantity}`).join("; ") ?? "";
}
