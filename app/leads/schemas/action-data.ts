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
