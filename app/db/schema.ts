import type { Generated, Insertable, Selectable } from "kysely";

// Row types of the tables created in app/db/migrations. Timestamps are ISO-8601 UTC strings
// and JSON columns are text, so both SQLite and PostgreSQL return the same shapes.

export const leadKinds = ["contact", "quote", "newsletter"] as const;
export type LeadKind = (typeof leadKinds)[number];

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const deliveryStatuses = ["pending", "delivering", "delivered", "failed"] as const;
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
  idempotency_key: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: Generated<SubscriberStatus>;
  lead_reference: string;
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

export interface Database {
  lead_sequence: LeadSequenceTable;
  leads: LeadsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  delivery_jobs: DeliveryJobsTable;
  newsletter_tokens: NewsletterTokensTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
export type DeliveryJobRow = Selectable<DeliveryJobsTable>;
export type NewDeliveryJob = Insertable<DeliveryJobsTable>;
