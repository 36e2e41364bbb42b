import { createHmac } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "zod";
import { getSecrets } from "~/config/secrets.server";
import { buildingTypes, equipmentCategories, maxItemQuantity, type BuildingTypeId } from "~/content/configurator";
import type { Database, LeadKind, LeadRow, NewLeadRow, SubscriberRow } from "~/db/schema";
import { estimateQuote, type Configuration } from "~/configurator/quote";

// The lead store. Callers (form actions) validate with their own form schemas first; the
// schema here is the last line of defence and fixes what reaches the database.

const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Optional free text; an empty form field ("") counts as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
const email = z.string().trim().max(254).pipe(z.email());
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.union([z.literal(""), z.email()]))
  .optional()
  .transform((value) => value || undefined);

const quantity = z.number().int().min(0).max(maxItemQuantity);
/** Quantity per item per category, only ids from our own price table. */
export const configurationSchema = z.strictObject(
  Object.fromEntries(
    equipmentCategories.map((category) => [
      category.id,
      z.strictObject(Object.fromEntries(category.items.map((item) => [item.id, quantity.optional()]))).optional(),
    ]),
  ),
);

const buildingTypeIds = buildingTypes.map((type) => type.id) as [BuildingTypeId, ...BuildingTypeId[]];

const common = {
  /** Path of the page the form was sent from. */
  sourcePage: requiredText(2048),
  consent: z.strictObject({ text: requiredText(2000), version: requiredText(64) }),
  /** Hashed before storage, never stored as is. */
  clientAddress: z.string().max(100).nullish(),
  /** Random token of the rendered form: a resubmission carries the same one. */
  idempotencyKey: z.string().regex(/^[\w.:-]{8,128}$/),
};

export const leadInputSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("contact"),
    name: requiredText(100),
    email,
    company: optionalText(200),
    phone: optionalText(32),
    service: optionalText(100),
    message: optionalText(5000),
    ...common,
  }),
  z
    .strictObject({
      kind: z.literal("quote"),
      name: requiredText(100),
      email: optionalEmail,
      phone: optionalText(32),
      company: optionalText(200),
      buildingType: z.enum(buildingTypeIds),
      topic: optionalText(100),
      message: optionalText(5000),
      // No total here on purpose: the server computes it from its own price table.
      configuration: configurationSchema.optional(),
      ...common,
    })
    .refine((quote) => quote.email || quote.phone, {
      message: "An email address or a phone number is required",
      path: ["email"],
    }),
  z.strictObject({ kind: z.literal("newsletter"), email, ...common }),
]);

export type LeadInput = z.input<typeof leadInputSchema>;
type ParsedLead = z.output<typeof leadInputSchema>;

export interface SaveLeadResult {
  reference: string;
  /** false when this idempotency key was already stored: the existing reference is returned. */
  created: boolean;
}

export interface InsertedLead {
  id: number;
  reference: string;
  kind: LeadKind;
}

export interface SaveLeadOptions {
  /** Salt of the client address hash; default LEAD_HASH_SALT. */
  salt?: string;
  /** Time of the submission; default now. */
  now?: Date;
  /**
   * Runs inside the lead's transaction right after the insert, e.g. to queue delivery_jobs.
   * Throwing rolls the whole lead back.
   */
  afterInsert?: (trx: Transaction<Database>, lead: InsertedLead) => Promise<void>;
}

const referencePrefixes: Record<LeadKind, string> = { contact: "C", quote: "Q", newsletter: "N" };
export const referencePattern = /^[CQN]-\d{4}-\d{6,}$/;
const riyadhOffsetMs = 3 * 60 * 60 * 1000; // UTC+3 all year: Saudi Arabia has no daylight saving.

/** `Q-2026-000123`: kind prefix, year in Riyadh, global sequence (never reset, may have gaps). */
export function formatReference(kind: LeadKind, sequence: number, at: Date): string {
  const year = new Date(at.getTime() + riyadhOffsetMs).getUTCFullYear();
  return `${referencePrefixes[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

/** HMAC-SHA-256 of the client address keyed by the salt, hex. IPv4-mapped IPv6 counts as IPv4. */
export function hashClientAddress(address: string, salt: string): string {
  let normalized = address.trim().toLowerCase();
  if (normalized.startsWith("::ffff:") && normalized.includes(".")) normalized = normalized.slice(7);
  return createHmac("sha256", salt).update(normalized).digest("hex");
}

function resolveSalt(explicit: string | undefined): string {
  return explicit || getSecrets().leadHashSalt;
}

export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** Thrown inside the transaction to roll it back when the key is already stored. */
class AlreadyStored {
  constructor(readonly reference: string) {}
}

/**
 * Store one lead in a single transaction and return its reference. Idempotent by
 * idempotencyKey: a resubmission (or a concurrent twin) gets the first lead's reference
 * with created: false and writes nothing. Throws a ZodError on invalid input.
 */
export async function saveLead(
  db: Kysely<Database>,
  input: LeadInput,
  options: SaveLeadOptions = {},
): Promise<SaveLeadResult> {
  const lead = leadInputSchema.parse(input);
  const now = options.now ?? new Date();
  const row = leadRow(lead, now, resolveSalt(options.salt));

  try {
    return await db.transaction().execute(async (trx) => {
      // A write first: on SQLite it takes the write lock at once, so another process waits
      // (busy_timeout) instead of failing on a stale read snapshot.
      const { value: id } = await trx
        .insertInto("lead_sequence")
        .defaultValues()
        .returning("value")
        .executeTakeFirstOrThrow();
      const existing = await findReferenceByKey(trx, lead.idempotencyKey);
      if (existing) throw new AlreadyStored(existing);
      // The number is drawn; the counter remembers it, the row is not needed.
      await trx.deleteFrom("lead_sequence").where("value", "=", id).execute();

      const reference = formatReference(lead.kind, id, now);
      await trx
        .insertInto("leads")
        .values({ ...row, id, reference })
        .execute();
      if (lead.kind === "newsletter") await upsertSubscriber(trx, lead.email, reference, row.created_at);
      await options.afterInsert?.(trx, { id, reference, kind: lead.kind });
      return { reference, created: true };
    });
  } catch (error) {
    if (error instanceof AlreadyStored) return { reference: error.reference, created: false };
    // Two identical submissions raced: the loser hits the unique key and reads the winner's.
    if (isUniqueViolation(error)) {
      const existing = await findReferenceByKey(db, lead.idempotencyKey);
      if (existing) return { reference: existing, created: false };
    }
    throw error;
  }
}

function leadRow(lead: ParsedLead, now: Date, salt: string): Omit<NewLeadRow, "id" | "reference"> {
  const at = now.toISOString();
  const base = {
    kind: lead.kind,
    source_page: lead.sourcePage,
    consent_text: lead.consent.text,
    consent_version: lead.consent.version,
    consented_at: at,
    client_hash: lead.clientAddress ? hashClientAddress(lead.clientAddress, salt) : null,
    idempotency_key: lead.idempotencyKey,
    created_at: at,
    building_type: null,
    configuration: null,
    total: null,
  };
  switch (lead.kind) {
    case "contact": {
      const { name, email, company, phone, service, message } = lead;
      return { ...base, fields: fieldsJson({ name, email, company, phone, service, message }) };
    }
    case "newsletter":
      return { ...base, fields: fieldsJson({ email: lead.email }) };
    case "quote": {
      const { name, email, phone, company, topic, message, buildingType, configuration } = lead;
      // Never the browser's figure: the total comes from our price table and multipliers.
      const estimate = estimateQuote(buildingType, (configuration ?? {}) as Configuration);
      const hasItems = estimate.itemCount > 0;
      return {
        ...base,
        fields: fieldsJson({ name, email, phone, company, topic, message }),
        building_type: buildingType,
        configuration: hasItems ? JSON.stringify(configurationOf(estimate.lines)) : null,
        total: hasItems ? estimate.total : null,
      };
    }
  }
}

/** JSON of the form fields, absent optional ones left out. */
function fieldsJson(fields: Record<string, string | undefined>): string {
  return JSON.stringify(fields);
}

/** Canonical configuration: only items with a quantity, in price-table order. */
function configurationOf(lines: ReturnType<typeof estimateQuote>["lines"]): Configuration {
  const result: Record<string, Record<string, number>> = {};
  for (const line of lines) (result[line.categoryId] ??= {})[line.itemId] = line.quantity;
  return result;
}

async function findReferenceByKey(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("leads").select("reference").where("idempotency_key", "=", key).executeTakeFirst();
  return row?.reference;
}

/**
 * Pending unless already confirmed; an unsubscribed address that signs up again is pending
 * again. The caller learns nothing about earlier subscriptions.
 */
async function upsertSubscriber(trx: Transaction<Database>, address: string, reference: string, at: string) {
  await trx
    .insertInto("newsletter_subscribers")
    .values({ email: normalizeEmail(address), status: "pending", lead_reference: reference, created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict.column("email").doUpdateSet({
        status: sql`case when newsletter_subscribers.status = 'confirmed' then 'confirmed' else 'pending' end`,
        lead_reference: sql`case when newsletter_subscribers.status = 'confirmed' then newsletter_subscribers.lead_reference else excluded.lead_reference end`,
        updated_at: at,
      }),
    )
    .execute();
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL unique_violation; better-sqlite3's extended result codes.
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

// Reading back.

export interface StoredLead {
  id: number;
  reference: string;
  kind: LeadKind;
  fields: Record<string, string>;
  sourcePage: string;
  consent: { text: string; version: string; consentedAt: string };
  clientHash: string | null;
  quote: { buildingType: string; configuration: Configuration | null; total: number | null } | null;
  idempotencyKey: string;
  createdAt: string;
}

const storedFieldsSchema = z.record(z.string(), z.string());
const storedConfigurationSchema = z.record(z.string(), z.record(z.string(), z.number()));

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    fields: storedFieldsSchema.parse(JSON.parse(row.fields)),
    sourcePage: row.source_page,
    consent: { text: row.consent_text, version: row.consent_version, consentedAt: row.consented_at },
    clientHash: row.client_hash,
    quote:
      row.kind === "quote"
        ? {
            buildingType: row.building_type ?? "",
            configuration: row.configuration
              ? (storedConfigurationSchema.parse(JSON.parse(row.configuration)) as Configuration)
              : null,
            total: row.total,
          }
        : null,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}

export async function getLeadByReference(db: Kysely<Database>, reference: string): Promise<StoredLead | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirst();
  return row && toStoredLead(row);
}

/** Oldest first. */
export async function listLeads(
  db: Kysely<Database>,
  filter: { kind?: LeadKind; limit?: number; offset?: number } = {},
): Promise<StoredLead[]> {
  let query = db.selectFrom("leads").selectAll().orderBy("id").limit(filter.limit ?? 1000).offset(filter.offset ?? 0);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  return (await query.execute()).map(toStoredLead);
}

export async function getSubscriber(db: Kysely<Database>, address: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", normalizeEmail(address))
    .executeTakeFirst();
}
