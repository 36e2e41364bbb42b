import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database, LeadKind, LeadRow, SurveyStatus } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import type { Attribution } from "~/leads/schemas/attribution";

// Reading leads back, each in one query: delivery reads one lead per job, exports read all theirs at once.

/** A site survey's booking as it stands now (moves and cancellations change it after submission). */
export interface StoredSurvey {
  /** ISO 8601 with +03:00. */
  slot: string;
  status: SurveyStatus;
  /** Changes made through the visitor's link so far: the version its next link signs. */
  linkVersion: number;
}

export interface StoredLead {
  id: number;
  reference: string;
  kind: LeadKind;
  /** The form's text fields by their form names. */
  fields: Record<string, string>;
  sourcePage: string;
  /** The language of that page: the visitor's mails go out in it. */
  language: Locale;
  consent: { text: string; version: string; consentedAt: string };
  /** Opted in to marketing messages, apart from the request. */
  marketingOptIn: boolean;
  clientHash: string | null;
  quote: StoredQuote | null;
  survey: StoredSurvey | null;
  /** Where the visit began; empty for leads stored before migration 0011. */
  attribution: Attribution;
  idempotencyKey: string;
  createdAt: string;
}

const storedFieldsSchema = z.record(z.string(), z.string());
const storedQuoteSchema = z.object({
  buildingName: z.string(),
  multiplier: z.number(),
  lines: z.array(
    z.object({
      category: z.string(),
      item: z.string(),
      name: z.string(),
      unit: z.string(),
      unitPrice: z.number(),
      quantity: z.number(),
      subtotal: z.number(),
    }),
  ),
  subtotal: z.number(),
  total: z.number().nullable(),
});

/** A quote as priced at submission; `total` is null for a request without the configurator. */
export type StoredQuote = { building: string } & z.infer<typeof storedQuoteSchema>;

type LeadWithSurvey = LeadRow & { survey_slot: string | null; survey_status: SurveyStatus | null; survey_link_version: number | null };

/** Leads with their survey booking, if any, in one query. */
const selectLeads = (db: Kysely<Database>) =>
  db
    .selectFrom("leads")
    .leftJoin("site_surveys", "site_surveys.lead_id", "leads.id")
    .selectAll("leads")
    .select([
      "site_surveys.slot_start as survey_slot",
      "site_surveys.status as survey_status",
      "site_surveys.link_version as survey_link_version",
    ]);

function toStoredLead(row: LeadWithSurvey): StoredLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    fields: storedFieldsSchema.parse(JSON.parse(row.fields)),
    sourcePage: row.source_page,
    language: row.language,
    consent: { text: row.consent_text, version: row.consent_version, consentedAt: row.consented_at },
    marketingOptIn: Number(row.marketing_opt_in) === 1,
    clientHash: row.client_hash,
    quote: row.quote ? { building: row.building ?? "", ...storedQuoteSchema.parse(JSON.parse(row.quote)) } : null,
    survey: row.survey_slot
      ? { slot: row.survey_slot, status: row.survey_status ?? "booked", linkVersion: row.survey_link_version ?? 0 }
      : null,
    attribution: attributionOf(row),
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}

function attributionOf(row: LeadRow): Attribution {
  const parts = {
    landingPage: row.landing_page,
    referrerHost: row.referrer_host,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
  };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value)) as Attribution;
}

export async function getLeadByReference(db: Kysely<Database>, reference: string): Promise<StoredLead | undefined> {
  const row = await selectLeads(db).where("leads.reference", "=", reference).executeTakeFirst();
  return row && toStoredLead(row);
}

export async function getLeadById(db: Kysely<Database>, id: number): Promise<StoredLead | undefined> {
  const row = await selectLeads(db).where("leads.id", "=", id).executeTakeFirst();
  return row && toStoredLead(row);
}

/** Leads created from `since` (inclusive) to `until` (exclusive), oldest first, in one query. */
export async function listLeads(db: Kysely<Database>, filter: { since: Date; until?: Date; kind?: LeadKind }): Promise<StoredLead[]> {
  let query = selectLeads(db).where("leads.created_at", ">=", filter.since.toISOString()).orderBy("leads.id");
  if (filter.until) query = query.where("leads.created_at", "<", filter.until.toISOString());
  if (filter.kind) query = query.where("leads.kind", "=", filter.kind);
  return (await query.execute()).map(toStoredLead);
}
