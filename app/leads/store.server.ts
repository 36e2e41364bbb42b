import { createHmac } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { getSecrets } from "~/config/secrets.server";
import type { Database, LeadKind, NewLeadRow } from "~/db/schema";
import { inCommittedTransaction } from "~/db/group-commit.server";
import { leadFormKind, type LeadFormKind } from "~/leads/form-kinds.server";
import { SOURCE_PAGE_PATTERN } from "~/leads/schemas/spam";
import { drawReference } from "~/leads/reference.server";
import { locales, type Locale } from "~/i18n/locale";
import { validAttribution, type Attribution } from "~/leads/schemas/attribution";

// The lead store. A lead arrives as the form's own fields and is checked with the form's own schema (the one the
// browser and the action use), so the names and limits are the same from the form to the database.

export interface LeadInput {
  kind: LeadKind;
  /** The form's fields as sent, by their form names ("on" for a checked consent box). */
  fields: Record<string, string>;
  /** Path of the page the form was sent from. */
  sourcePage: string;
  /** The language of that page: the visitor's mails go out in it. English when not given. */
  language?: Locale;
  /** Where the visit began (docs/decisions/160); an invalid part is left out. */
  attribution?: Attribution;
  consent: { text: string; version: string };
  /** Hashed before storage, never stored as is. */
  clientAddress?: string | null;
  /** Random token of the rendered form: a resubmission carries the same one. */
  idempotencyKey: string;
}

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const submissionSchema = z.object({
  sourcePage: z.string().regex(SOURCE_PAGE_PATTERN),
  language: z.enum(locales).default("en"),
  consent: z.strictObject({ text: requiredText(2000), version: requiredText(64) }),
  clientAddress: z.string().max(100).nullish(),
  idempotencyKey: z.string().regex(/^[\w.:-]{8,128}$/),
});

/** A lead the form's schema refuses: the first message per field, as the form shows them. */
export class InvalidLeadError extends Error {
  constructor(readonly errors: Partial<Record<string, string>>) {
    super(
      `Invalid lead: ${Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join("; ")}`,
    );
    this.name = "InvalidLeadError";
  }
}

export interface SaveLeadResult {
  reference: string;
  /** false when this idempotency key was already stored: the existing reference is returned. */
  created: boolean;
}

/** What the outbox needs to know of a lead it queues jobs for, straight from the submission. */
export interface SavedLead {
  id: number;
  reference: string;
  kind: LeadKind;
  /** The visitor's email address, when given. */
  email?: string;
  /** Newsletter sign-ups: the subscription waits for its confirmation (it was not confirmed before). */
  awaitsConfirmation: boolean;
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
  afterInsert?: (trx: Transaction<Database>, lead: SavedLead) => Promise<void>;
  /** Draws the references to try; default random (tests draw a taken one to see the retry). */
  drawReference?: (kind: LeadKind) => string;
}

interface ParsedLead {
  form: LeadFormKind;
  /** The schema's values: the text fields by their form names, the boxes as booleans. */
  values: Partial<Record<string, unknown>>;
}

/** The form's schema over the fields; unknown fields are refused like invalid ones. */
function parseLead(kind: LeadKind, fields: Record<string, string>): ParsedLead {
  const form = leadFormKind(kind);
  const unknown = Object.keys(fields).filter((name) => !form.fields.includes(name));
  if (unknown.length > 0) throw new InvalidLeadError(Object.fromEntries(unknown.map((name) => [name, "unknown field"])));
  const result = form.validate(fields);
  if (!result.success) throw new InvalidLeadError(result.errors);
  return { form, values: result.values as ParsedLead["values"] };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** References drawn before giving up; a collision is already rare (31^8 codes per form), five in a row never happen. */
const referenceAttempts = 5;

/**
 * Insert the lead under a fresh random reference. The unique key decides (on conflict do nothing, then draw again),
 * so two transactions drawing the same code at once cannot both take it.
 */
async function insertWithFreshReference(
  trx: Transaction<Database>,
  row: Omit<NewLeadRow, "reference">,
  draw: (kind: LeadKind) => string,
): Promise<string> {
  for (let attempt = 0; attempt < referenceAttempts; attempt++) {
    const reference = draw(row.kind);
    const inserted = await trx
      .insertInto("leads")
      .values({ ...row, reference })
      .onConflict((conflict) => conflict.column("reference").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return reference;
  }
  throw new Error(`No free reference after ${referenceAttempts} draws`);
}

/** HMAC-SHA-256 of the client address keyed by the salt, hex. IPv4-mapped IPv6 counts as IPv4. */
function hashClientAddress(address: string, salt: string): string {
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
 * with created: false and writes nothing. Throws an InvalidLeadError when the form's schema refuses
 * the fields, a ZodError when the rest of the submission is malformed.
 */
export async function saveLead(db: Kysely<Database>, input: LeadInput, options: SaveLeadOptions = {}): Promise<SaveLeadResult> {
  const lead = parseLead(input.kind, input.fields);
  const submission = submissionSchema.parse(input);
  const now = options.now ?? new Date();
  const row = { ...leadRow(lead, submission, now, resolveSalt(options.salt)), ...attributionColumns(input.attribution ?? {}) };

  try {
    return await inCommittedTransaction(db, async (trx) => {
      // A write first: on SQLite it takes the write lock at once, so another process waits
      // (busy_timeout) instead of failing on a stale read snapshot.
      const { value: id } = await trx.insertInto("lead_sequence").defaultValues().returning("value").executeTakeFirstOrThrow();
      const existing = await findReferenceByKey(trx, submission.idempotencyKey);
      if (existing) throw new AlreadyStored(existing);
      // The number is drawn; the counter remembers it, the row is not needed.
      await trx.deleteFrom("lead_sequence").where("value", "=", id).execute();

      const reference = await insertWithFreshReference(trx, { ...row, id }, options.drawReference ?? drawReference);
      const email = text(lead.values.email) || undefined;
      const awaitsConfirmation =
        row.kind === "newsletter" &&
        email !== undefined &&
        (await upsertSubscriber(trx, { email, reference, language: submission.language }, row.created_at));
      await options.afterInsert?.(trx, { id, reference, kind: row.kind, email, awaitsConfirmation });
      return { reference, created: true };
    });
  } catch (error) {
    if (error instanceof AlreadyStored) return { reference: error.reference, created: false };
    // Two identical submissions raced: the loser hits the unique key and reads the winner's.
    if (isUniqueViolation(error)) {
      const existing = await findReferenceByKey(db, submission.idempotencyKey);
      if (existing) return { reference: existing, created: false };
    }
    throw error;
  }
}

function leadRow(
  lead: ParsedLead,
  submission: z.output<typeof submissionSchema>,
  now: Date,
  salt: string,
): Omit<NewLeadRow, "id" | "reference"> {
  const at = now.toISOString();
  const row = {
    kind: lead.form.name,
    source_page: submission.sourcePage,
    language: submission.language,
    consent_text: submission.consent.text,
    consent_version: submission.consent.version,
    consented_at: at,
    client_hash: submission.clientAddress ? hashClientAddress(submission.clientAddress, salt) : null,
    idempotency_key: submission.idempotencyKey,
    created_at: at,
    building: null,
    quote: null,
    marketing_opt_in: lead.values.marketing === true ? 1 : 0,
  };
  const stored = lead.form.stored?.(lead.values) ?? { fields: lead.values };
  if (!stored.quote) return { ...row, fields: fieldsJson(stored.fields) };
  const { building, ...quote } = stored.quote;
  return { ...row, fields: fieldsJson(stored.fields), building, quote: JSON.stringify(quote) };
}

/** The attribution's valid parts as columns, null where not known. */
function attributionColumns(attribution: Attribution) {
  const valid = validAttribution(attribution);
  return {
    landing_page: valid.landingPage ?? null,
    referrer_host: valid.referrerHost ?? null,
    utm_source: valid.utm_source ?? null,
    utm_medium: valid.utm_medium ?? null,
    utm_campaign: valid.utm_campaign ?? null,
    utm_term: valid.utm_term ?? null,
    utm_content: valid.utm_content ?? null,
  };
}

/** JSON of the form's text fields by their form names; empty ones and the boxes (consent, marketing: stored apart) left out. */
function fieldsJson(values: object): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(values).filter(([name, value]) => name !== "consent" && typeof value === "string" && value !== "")),
  );
}

async function findReferenceByKey(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("leads").select("reference").where("idempotency_key", "=", key).executeTakeFirst();
  return row?.reference;
}

/**
 * Pending unless already confirmed; an unsubscribed address that signs up again is pending
 * again. The caller learns nothing about earlier subscriptions. Answers the subscription's status.
 */
/** At most one confirmation mail per address in this time, however often it is signed up (mail bombing). */
export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * Records a sign-up; answers whether a confirmation mail is due. A pending subscriber asked less than
 * CONFIRMATION_INTERVAL_MS ago gets none and keeps its time, so the interval counts from the last mail.
 */
async function upsertSubscriber(
  trx: Transaction<Database>,
  signUp: { email: string; reference: string; language: Locale },
  at: string,
): Promise<boolean> {
  const { reference, language } = signUp;
  const email = normalizeEmail(signUp.email);
  const previous = await trx
    .selectFrom("newsletter_subscribers")
    .select(["status", "updated_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (previous?.status === "confirmed") return false;
  if (previous?.status === "pending" && Date.parse(at) - Date.parse(previous.updated_at) < CONFIRMATION_INTERVAL_MS) return false;
  await trx
    .insertInto("newsletter_subscribers")
    .values({ email, status: "pending", lead_reference: reference, language, created_at: at, updated_at: at })
    // The language of the latest sign-up: its confirmation mail is the next one the address receives.
    .onConflict((conflict) =>
      conflict.column("email").doUpdateSet({ status: "pending", lead_reference: reference, language, updated_at: at }),
    )
    .execute();
  return true;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL unique_violation; better-sqlite3's extended result codes.
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
