import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database, LeadKind, LeadRow } from "~/db/schema";
import type { QuoteLine } from "~/configurator/quote";

// Reading leads back, each in one query: delivery reads one lead per job, exports read all theirs at once.

/** A quote as priced at submission; `total` is null for a request without the configurator. */
export interface StoredQuote {
  building: string;
  buildingName: string;
  multiplier: number;
  lines: QuoteLine[];
  subtotal: number;
  total: number | null;
}

export interface StoredLead {
  id: number;
  reference: string;
  kind: LeadKind;
  /** The form's text fields by their form names. */
  fields: Record<string, string>;
  sourcePage: string;
  consent: { text: string; version: string; consentedAt: string };
  clientHash: string | null;
  quote: StoredQuote | null;
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

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    fields: storedFieldsSchema.parse(JSON.parse(row.fields)),
    sourcePage: row.source_page,
    consent: { text: row.consent_text, version: row.consent_version, consentedAt: row.consented_at },
    clientHash: row.client_hash,
    quote: row.quote ? { building: row.building ?? "", ...storedQuoteSchema.parse(JSON.parse(row.quote)) } : null,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}

export async function getLeadByReference(db: Kysely<Database>, reference: string): Promise<StoredLead | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirst();
  return row && toStoredLead(row);
}

export async function getLeadById(db: Kysely<Database>, id: number): Promise<StoredLead | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toStoredLead(row);
}

/** Leads created from `since` (inclusive) to `until` (exclusive), oldest first, in one query. */
export async function listLeads(db: Kysely<Database>, filter: { since: Date; until?: Date; kind?: LeadKind }): Promise<StoredLead[]> {
  let query = db.selectFrom("leads").selectAll().where("created_at", ">=", filter.since.toISOString()).orderBy("id");
  if (filter.until) query = query.where("created_at", "<", filter.until.toISOString());
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  return (await query.execute()).map(toStoredLead);
}
