import type { Transaction } from "kysely";
import type { Database, LeadKind } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import type { StoredQuote, StoredSurvey } from "./stored-lead.server";
import type { SavedLead } from "./store.server";
import type { ConfirmationTexts } from "./schemas/action-data";
import type { Validation } from "./schemas/fields";
import type { LeadSummary, SurveySummary } from "./delivery/lead-summary.server";
import type { ReactNode } from "react";
import type { AcknowledgementSite, MailContent } from "./delivery/lead-mails.server";
import type { OutgoingMail } from "./delivery/mailer.server";
import type { DeliveryConfig } from "./delivery/config.server";
import type { FileType } from "./uploads.server";

// A form kind as the lead pipeline takes it (docs/decisions/129): everything the pipeline does differently per form
// comes from here, so the pipeline names no feature. Each feature hands its kind up to the composition module
// (app/forms/registry.server.ts), which registers the list once per process; the pipeline reads it by the stored
// kind (the worker, the store) or is handed one (a form's action).

/** What the pipeline knows of a submission besides its fields. */
export interface SubmissionContext {
  clientAddress: string;
  /** The language of the page it came from. */
  language: Locale;
}

/**
 * The lead cannot be stored as sent because of others (the last place of a survey window went first): 409. The
 * message goes beside its field, or above the form without one.
 */
export class LeadConflictError extends Error {
  constructor(
    readonly field: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "LeadConflictError";
  }
}

/** The columns a lead keeps besides its text fields: a quote priced at submission. */
export interface StoredColumns {
  /** The text fields to keep, by their form names. */
  fields: object;
  quote?: StoredQuote;
}

/** A booking's window as it stands now, for sales and the CRM. */
export interface BookingSummary extends SurveySummary {
  /** "Sunday, 29 November 2026, 08:00–10:00 (Riyadh time)": for people. */
  inWords: string;
}

/** A file the form takes (an applicant's CV): read from a multipart body, checked by its bytes, kept under DATA_DIR. */
export interface UploadSpec {
  /** The form field. */
  field: string;
  /** The folder under DATA_DIR/uploads. */
  folder: string;
  maxBytes: number;
  required: boolean;
  /** The file's type from its bytes (never its name or the browser's type); undefined: not a type the form takes. */
  sniff(bytes: Uint8Array): FileType | undefined;
  /** The message ids shown beside the field; `bodyTooLarge` above the form, for a body too large to read at all. */
  messages: { missing: string; empty: string; tooLarge: string; wrongType: string; bodyTooLarge: string };
  /** The pages whose form posts a file, without JavaScript (their body may be larger than other forms'). */
  pages: readonly string[];
}

// Method syntax on purpose: a kind's own values type (V) stays its own, and the registry holds kinds of every V.
export interface LeadFormKind<V = unknown> {
  name: LeadKind;
  /** Every field the form may send besides the spam traps and the source page. */
  fields: readonly string[];
  /** The form's one schema: the browser, the action and the store check with it. */
  validate(fields: Record<string, string>): Validation<V>;
  /** The consent recorded with the lead; the lead forms' checkbox text by default. */
  consent?: { text: string; version: string };
  /** A file the form takes besides its text fields. */
  upload?: UploadSpec;
  /** Who gets the lead's mail; the sales mailbox (SALES_EMAIL) by default. */
  recipients?(config: DeliveryConfig): readonly string[];
  /** Free text checked for links. */
  freeText?(values: V): string;
  /** Checks that depend on the moment or the settings (a survey window still open): field errors, answered 400. */
  check?(values: V): Record<string, string> | undefined;
  /** Runs in the lead's transaction before its delivery jobs are queued; a LeadConflictError rolls the lead back. */
  reserve?(trx: Transaction<Database>, lead: SavedLead, values: V, submission: SubmissionContext): Promise<void>;
  /** What is stored; by default every non-empty text value. */
  stored?(values: V): StoredColumns;
  /** What the visitor is told once the lead is stored, for a page in `language`: message ids, or a record's texts in it. */
  confirmation(language: Locale): ConfirmationTexts;
  /** Pages outside the page registry that carry a lead form (the footer's newsletter form): a lead's source may be one. */
  pages?: readonly string[];
  /** The visitor's mail: "always" when it is the booking itself, else only when LEAD_ACK_EMAIL asks for it. */
  acknowledge?: "always" | "configured";
  summary: {
    /** "Quote request", for sales. */
    label: string;
    /** Stored fields in reading order with their labels, for sales; anything else stored comes after. */
    fieldLabels: Readonly<Record<string, string>>;
    /** A stored value as people read it (a hand-off in words with the link to its page); the value itself by default. */
    fieldValue?(key: string, value: string, siteUrl: string): string | undefined;
    /** A booking as it stands now. */
    booking?(booking: StoredSurvey): BookingSummary;
    /** How soon the lead needs an answer (a service request's urgency), for the sales mail and the CRM. */
    priority?(fields: Readonly<Record<string, string>>): LeadPriority | undefined;
  };
  mails: {
    /** The visitor's acknowledgement, in the lead's language. */
    acknowledgement?(lead: LeadSummary, site: AcknowledgementSite, now: Date): Promise<MailContent & Pick<OutgoingMail, "attachments">>;
    /** What the sales mail shows after the fields (a priced quote), as part of its one template. */
    salesDetails?(lead: LeadSummary): ReactNode;
  };
}

/** A lead's priority where its form says one: a service request's emergency is "high". */
export type LeadPriority = "high" | "normal" | "low";

const registered = new Map<LeadKind, LeadFormKind>();

/** Called once per process by the composition module; a kind registered again replaces the earlier one. */
export function registerLeadForms(kinds: readonly LeadFormKind[]): void {
  for (const kind of kinds) registered.set(kind.name, kind);
}

/** The registered kind of a stored lead or a posted form. */
export function leadFormKind(kind: LeadKind): LeadFormKind {
  const found = registered.get(kind);
  // An entry that forgot the composition module: fail loudly rather than store or send a lead half understood.
  if (!found) throw new Error(`no "${kind}" lead form is registered in this process (import app/forms/registry.server)`);
  return found;
}

export const registeredLeadForms = (): LeadFormKind[] => [...registered.values()];

/** The mailbox a kind's lead mail goes to. */
export const recipientsOf = (kind: LeadFormKind, config: DeliveryConfig): readonly string[] =>
  kind.recipients?.(config) ?? config.salesEmails;

/** The paths a form with a file posts to (its pages in both languages, its JSON endpoint): their bodies may be larger. */
export function uploadPostPaths(): Set<string> {
  return new Set(
    registeredLeadForms().flatMap((kind) =>
      kind.upload ? [...kind.upload.pages.flatMap((page) => [page, `/ar${page}`]), `/api/leads/${kind.name}`] : [],
    ),
  );
}
