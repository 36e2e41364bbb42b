import { createHmac } from "node:crypto";
import type { LeadSummary } from "./lead-summary.server";

// The CRM channel: a JSON POST signed with HMAC-SHA256 over the exact body bytes. Receivers
// verify the signature with the shared secret and drop repeats by the idempotency key (the
// same for every retry of a lead), because at-least-once delivery can repeat a POST whose
// answer was lost.

const signatureHeader = "X-Leads-Signature";
const idempotencyHeader = "Idempotency-Key";
const eventHeader = "X-Leads-Event";
const timeoutMs = 15_000;

/** `sha256=<hex HMAC-SHA256 of the body keyed by the secret>`. */
export function signBody(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** The same for every retry of one event; a survey's later changes are events of their own. */
function idempotencyKeyOf(lead: LeadSummary): string {
  return lead.survey?.changes ? `lead-${lead.reference}-change-${lead.survey.changes}` : `lead-${lead.reference}`;
}

export function webhookPayload(lead: LeadSummary, sentAt: Date) {
  return {
    event: lead.survey?.changes ? "lead.updated" : "lead.created",
    idempotencyKey: idempotencyKeyOf(lead),
    sentAt: sentAt.toISOString(),
    lead: {
      reference: lead.reference,
      kind: lead.kind,
      createdAt: lead.createdAt,
      sourcePage: lead.sourcePage,
      sourceUrl: lead.sourceUrl,
      /** The language of the page the visitor wrote from: "en" or "ar". */
      language: lead.language,
      fields: Object.fromEntries(lead.fields.map((field) => [field.key, field.value])),
      consent: lead.consent,
      marketingOptIn: lead.marketingOptIn,
      /** Service requests: "high" | "normal" | "low"; absent (undefined, left out of the JSON) for other kinds. */
      priority: lead.priority,
      quote: lead.quote,
      /** Site surveys: the window (ISO 8601, +03:00) and whether it still stands. */
      survey: lead.survey,
      /** Where the visit began: landing page, referring host, utm_* values and the source they make (decision 160). */
      attribution: lead.attribution,
    },
  };
}

export type WebhookPayload = ReturnType<typeof webhookPayload>;

/** Resolves on a 2xx answer; anything else (3xx included: never follow with a re-POST) rejects. */
export async function postWebhook(target: { url: string; secret: string }, payload: WebhookPayload): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(target.url, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "lead-delivery/1",
      [signatureHeader]: signBody(body, target.secret),
      [idempotencyHeader]: payload.idempotencyKey,
      [eventHeader]: payload.event,
    },
    body,
  }).catch((error: unknown) => {
    // fetch says only "fetch failed"; the cause (connection refused, timeout) is what the operator needs in the log.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(`CRM not reachable: ${cause instanceof Error ? cause.message : String(cause)}`);
  });
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const detail = (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
  throw new Error(`CRM answered ${response.status} ${response.statusText}${detail ? `: ${detail}` : ""}`);
}
