import type { FormActionData, FormName } from "./action-data";

// The contract of the forms' JavaScript path (docs/decisions/055): what a form island posts and what it gets back.
// Shared, not server-only, so browser code can import the types and paths.

/** The forms the endpoint takes, as in `POST /api/leads/:form`. */
export const leadFormNames = ["contact", "quote", "newsletter", "survey", "application", "service"] as const satisfies readonly FormName[];

export const isLeadFormName = (name: string | undefined): name is FormName => (leadFormNames as readonly string[]).includes(name ?? "");

/**
 * `POST /api/leads/contact` and so on. The body is the page form's own: `new FormData(form)` (multipart) or
 * `URLSearchParams` (urlencoded), the same field names and spam traps, with the `form_stamp` cookie the page set.
 */
export const leadApiPath = (form: FormName) => `/api/leads/${form}`;

/**
 * The answer's JSON. HTTP status: 200 success (also for an idempotent repeat); 400 `invalid` (field errors, or an
 * expired stamp in `formError`) or `refused` (unreadable body, unknown fields); 405, 413, 415 `refused`; 429
 * `refused` with `Retry-After`; 503 `invalid` (message in `formError`, values kept) with `Retry-After` when the store is
 * unavailable; 404 `not-found`.
 */
export type LeadApiAnswer = FormActionData | LeadApiNotFound;

export interface LeadApiNotFound {
  status: "not-found";
  message: string;
}

/** Where a form posted without JavaScript is sent after success (303): the confirmation page of its reference. */
export const leadConfirmationPath = (reference: string) => `/thank-you/${encodeURIComponent(reference)}`;

/** A lead's reference starts with its form's letter: `Q-7K3M9QXR` is a quote, `R-…` a service request (repair). */
export const referencePrefixes: Record<FormName, string> = {
  contact: "C",
  quote: "Q",
  newsletter: "N",
  survey: "S",
  application: "A",
  service: "R",
};

/**
 * The letters of a reference's code: digits and capitals without the look-alikes 0/O, 1/I/L (a visitor reads it out
 * on the phone). Eight of them are random (docs/decisions/122), so references can neither be counted nor guessed.
 */
export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const referenceCodeLength = 8;
/** A code as issued now, as regular-expression source. */
export const referenceCode = `[${referenceAlphabet}]{${referenceCodeLength}}`;

/** `C-7K3M9QXR`, or `C-2026-000060` as references were issued before issue 22 (they keep working). */
export const referencePattern = new RegExp(`^([CQNSAR])-(?:${referenceCode}|\\d{4}-\\d{6,12})$`);

/** The form a reference belongs to, or undefined when the text is no reference. */
export function formOfReference(reference: string | undefined): FormName | undefined {
  const match = referencePattern.exec(reference ?? "");
  return leadFormNames.find((form) => referencePrefixes[form] === match?.[1]);
}
