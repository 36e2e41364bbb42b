import { createHash, randomInt } from "node:crypto";
import { data, type AppLoadContext } from "react-router";
import { getDatabase } from "~/db/db.server";
import { enqueueDeliveries } from "~/leads/delivery/outbox.server";
import { issueFormStamp, verifyFormStamp } from "~/leads/stamp.server";
import { saveLead, type LeadInput } from "~/leads/store.server";
import { consent } from "~/content/consent";
import { countLinks, HONEYPOT_FIELD, MAX_LINKS, MIN_FILL_MS, STAMP_FIELD } from "~/leads/schemas/spam";
import type { FormActionData, FormName } from "~/leads/schemas/action-data";
import { formStrings } from "~/content/strings/forms";
import { readFormBody } from "./read-form.server";
import { checkFormRateLimits } from "./rate-limits.server";

type Validation<V> = { success: true; values: V } | { success: false; errors: Record<string, string | undefined> };
type LeadFields = Omit<LeadInput, "sourcePage" | "consent" | "clientAddress" | "idempotencyKey">;

export interface LeadForm<V> {
  name: FormName;
  /** Every field the form may send besides the spam traps and `sourcePage`. */
  fields: readonly string[];
  validate: (fields: Record<string, string>) => Validation<V>;
  toLead: (values: V, fields: Record<string, string>) => LeadFields;
  /** The consent recorded with the lead; the lead forms' checkbox text by default. */
  consent?: { text: string; version: string };
  /** Free text checked for links. */
  freeText?: (values: V) => string;
}

const SOURCE_FIELD = "sourcePage";
const reply = (body: FormActionData, status: number, headers?: HeadersInit) => data(body, { status, headers });

/** Spam gets the same answer as a real lead, with a reference of the same shape, and is stored nowhere. */
function spamReply(form: FormName) {
  const prefix = { contact: "C", quote: "Q", newsletter: "N" }[form];
  return reply({ status: "success", form, reference: `${prefix}-${new Date().getFullYear()}-${String(randomInt(1, 999_999)).padStart(6, "0")}` }, 200);
}

/** The idempotency key: the same form load (stamp) with the same content is the same lead, however often it arrives. */
function idempotencyKey(form: FormName, clientAddress: string, fields: Record<string, string>): string {
  const content = JSON.stringify([form, clientAddress, Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))]);
  return `${form}:${createHash("sha256").update(content).digest("base64url")}`;
}

/**
 * One pipeline for every lead form: rate limit, read and check the body, spam traps, validation,
 * then the lead and its delivery jobs committed in one transaction before the visitor hears "received".
 */
export async function handleLeadSubmission<V>(request: Request, context: AppLoadContext, spec: LeadForm<V>) {
  const form = spec.name;
  const client = context.clientAddress;
  if (request.method !== "POST") return reply({ status: "refused", form, message: formStrings.methodNotAllowed }, 405, { Allow: "POST" });

  const limit = await checkFormRateLimits(form, client);
  if (!limit.allowed) {
    return reply({ status: "refused", form, message: formStrings.tooMany(limit.retryAfterSeconds) }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const body = await readFormBody(request);
  if (!body.ok) return reply({ status: "refused", form, message: body.message }, body.status);
  const { [HONEYPOT_FIELD]: honeypot, [STAMP_FIELD]: stamp, [SOURCE_FIELD]: source, ...fields } = body.fields;

  const unknown = Object.keys(fields).filter((name) => !spec.fields.includes(name));
  if (unknown.length > 0) return reply({ status: "refused", form, message: formStrings.unknownFields(unknown.slice(0, 3)) }, 400);
  if (honeypot) return spamReply(form);

  const echo = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.slice(0, 5000)]));
  const stampCheck = verifyFormStamp(stamp);
  if (!stampCheck.valid) {
    return reply({ status: "invalid", form, errors: {}, formError: formStrings.expired, values: echo, stamp: issueFormStamp() }, 400);
  }
  const validation = spec.validate(fields);
  if (!validation.success) {
    const errors = Object.fromEntries(Object.entries(validation.errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
    return reply({ status: "invalid", form, errors, values: echo, stamp: stamp! }, 400);
  }
  // After validation, so that a person who sends an empty form at once sees its errors rather than a fake success.
  if (stampCheck.ageMs < MIN_FILL_MS) return spamReply(form);
  if (spec.freeText && countLinks(spec.freeText(validation.values)) > MAX_LINKS) return spamReply(form);

  const sourcePage = source && /^\/[^\s]{0,2047}$/.test(source) ? source : "/";
  try {
    const db = await getDatabase();
    const lead = await saveLead(
      db,
      {
        ...spec.toLead(validation.values, fields),
        sourcePage,
        consent: spec.consent ?? { text: consent.text, version: consent.version },
        clientAddress: client,
        idempotencyKey: idempotencyKey(form, client, { ...fields, [STAMP_FIELD]: stamp! }),
      } as LeadInput,
      { afterInsert: enqueueDeliveries },
    );
    return reply({ status: "success", form, reference: lead.reference }, 200);
  } catch (error) {
    if (error instanceof Error && error.name === "ZodError") {
      return reply({ status: "invalid", form, errors: {}, formError: formStrings.rejected, values: echo, stamp: stamp! }, 400);
    }
    console.error(`[forms] could not save a ${form} lead:`, error);
    return reply({ status: "refused", form, message: formStrings.unavailable }, 503, { "Retry-After": "30" });
  }
}
