import type { LeadKind } from "~/db/schema";

// What a lead form's action answers, in the browser and without JavaScript alike.
export type FormName = LeadKind;

export type FormActionData =
  /** `message` is what the visitor is told happens next (the confirmation's text). */
  | { status: "success"; form: FormName; reference: string; message: string }
  /** Field errors (and a form-level one): the values typed are sent back so nothing is lost. */
  | { status: "invalid"; form: FormName; errors: Record<string, string>; formError?: string; values: Record<string, string> }
  /** The request itself was refused (rate limit, size, type): nothing about the fields. */
  | { status: "refused"; form: FormName; message: string };

/**
 * What a visitor is told once a lead is stored: the same words inline, in the JSON answer and on the confirmation page.
 * Each a message id (app/i18n/messages.ts), a record's text already in the page's language (the survey's, which the
 * company edits), or, for a form whose texts have not moved to the messages, an English text.
 */
export interface ConfirmationTexts {
  title: string;
  message: string;
  /** Steps after this one, when the form has them. */
  next: readonly string[];
}
