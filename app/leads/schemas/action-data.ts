import type { LeadKind } from "~/db/schema";

// What a lead form's action answers, in the browser and without JavaScript alike.
export type FormName = LeadKind;

export type FormActionData =
  | { status: "success"; form: FormName; reference: string }
  /** Field errors (and a form-level one): the values typed are sent back so nothing is lost. */
  | { status: "invalid"; form: FormName; errors: Record<string, string>; formError?: string; values: Record<string, string> }
  /** The request itself was refused (rate limit, size, type): nothing about the fields. */
  | { status: "refused"; form: FormName; message: string };
