import type { Generated, Insertable, Selectable } from "kysely";
import type { Locale } from "~/i18n/locale";

// Row types of the tables created in app/db/migrations. Timestamps are ISO-8601 UTC strings
// and JSON columns are text, so both SQLite and PostgreSQL return the same shapes.

export const leadKinds = ["contact", "quote", "newsletter", "survey", "application", "service"] as const;
export type LeadKind = (typeof leadKinds)[number];

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** skipped: done without sending, e.g. a visitor's mail held back by the daily cap (migration 0007). */
export const deliveryStatuses = ["pending", "delivering", "delivered", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Open-ended on purpose: the delivery issue decides the channels; the column is plain text. */
export type DeliveryChannel = "email" | "webhook" | (string & {});

export interface LeadSequenceTable {
  value: Generated<number>;
}

export interface LeadsTable {
  /** Drawn from lead_sequence; the reference is derived from it. */
  id: number;
  reference: string;
  kind: LeadKind;
  /** JSON object of the form's own fields (name, email, message...). */
  fields: string;
  source_page: string;
  consent_text: string;
  consent_version: string;
  consented_at: string;
  /** Salted SHA-256 (hex) of the client address; the address itself is never stored. */
  client_hash: string | null;
  /** The quote form's `building` (a building type id), quotes only. */
  building: string | null;
  /**
   * Quotes only: JSON of the quote as priced by the server at submission (building name, multiplier, lines with
   * their unit prices, subtotal, total), so that mails and exports show what the visitor saw (migration 0003).
   */
  quote: string | null;
  /** 1 when the visitor opted in to marketing messages, apart from the request (migration 0004). */
  marketing_opt_in: Generated<number>;
  /** The language of the page the lead was sent from: the visitor's mails go out in it (migration 0006). */
  language: Generated<Locale>;
  idempotency_key: string;
  created_at: string;
  /** Where the lead came from (migration 0011, docs/decisions/160): the visit's first page, a path. */
  landing_page: string | null;
  /** The referring site's host name, when the visit came from another site. */
  referrer_host: string | null;
  /** The landing URL's utm_* values, as kept by the site script. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: Generated<SubscriberStatus>;
  lead_reference: string;
  /** The language of the latest sign-up's page: its confirmation and later mails go out in it (migration 0006). */
  language: Generated<Locale>;
  created_at: string;
  updated_at: string;
}

export interface DeliveryJobsTable {
  id: Generated<number>;
  lead_id: number;
  channel: DeliveryChannel;
  status: Generated<DeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** Worker holding the job while 'delivering' (migration 0002). */
  locked_by: string | null;
  /** End of that worker's lease: past it, another worker may take the job over. */
  locked_until: string | null;
}

/** Double opt-in confirmation links (migration 0002); the token itself is never stored. */
export interface NewsletterTokensTable {
  id: Generated<number>;
  subscriber_id: number;
  /** SHA-256 (hex) of the token sent in the confirmation link. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A site-survey booking (migration 0005): the lead's window, kept after a cancellation for the record. */
export interface SiteSurveysTable {
  lead_id: number;
  /** The window's start, ISO 8601 with +03:00 (app/site-survey/slots.ts). */
  slot_start: string;
  status: SurveyStatus;
  /** Bumped by every change through the visitor's link: a link signs the version it was sent with (single use). */
  link_version: number;
  updated_at: string;
  /** Who holds the booking, as keyed hashes (booking-holders.server.ts); null for bookings made before migration 0008. */
  email_key: string | null;
  phone_key: string | null;
  client_key: string | null;
}

export const surveyStatuses = ["booked", "cancelled"] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

/** One row per place taken in a window; the primary key (slot_start, place) is what stops overbooking. */
export interface SiteSurveyPlacesTable {
  slot_start: string;
  /** 1 to the capacity of a window. */
  place: number;
  lead_id: number;
}

/** Mails sent to one visitor's mailbox on one Riyadh day (migration 0007); the mailbox only as an HMAC. */
export interface VisitorMailCountsTable {
  /** HMAC-SHA-256 (hex) of what is counted and the mailbox (app/leads/delivery/visitor-mail-cap.server.ts). */
  counter: string;
  /** The Riyadh day, YYYY-MM-DD. */
  day: string;
  mails: number;
}

/** A file a lead came with (migration 0009): an applicant's CV, kept under DATA_DIR/uploads, never in the database. */
export interface LeadFilesTable {
  id: Generated<number>;
  lead_id: number;
  /** The form field it was sent in ("cv"). */
  field: string;
  /** Under DATA_DIR/uploads: a folder and a random name ("cv/3Jf9....pdf"). */
  path: string;
  /** From the file's bytes, never from its name or the browser ("application/pdf"). */
  media_type: string;
  bytes: number;
  created_at: string;
}

export interface Database {
  lead_sequence: LeadSequenceTable;
  leads: LeadsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  delivery_jobs: DeliveryJobsTable;
  newsletter_tokens: NewsletterTokensTable;
  site_surveys: SiteSurveysTable;
  site_survey_places: SiteSurveyPlacesTable;
  visitor_mail_counts: VisitorMailCountsTable;
  lead_files: LeadFilesTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
export type DeliveryJobRow = Selectable<DeliveryJobsTable>;
export type NewDeliveryJob = Insertable<DeliveryJobsTable>;
