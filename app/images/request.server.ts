import { z } from "zod";
import { IMAGE_MODEL } from "./prompt";

// What may be generated. Visitors (POST /api/generate-image) name a slot of the site's registry and nothing else;
// free prompts, sizes and models are for the operator's `npm run images:generate -- --prompt`. Pure, but only the
// server imports it (zod stays out of the browser bundle).

export const MAX_PROMPT_LENGTH = 500;
export const MIN_IMAGE_SIDE = 16;
export const MAX_IMAGE_SIDE = 2048;
export const MAX_REQUEST_BYTES = 16 * 1024;

const side = (field: "width" | "height") =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(MIN_IMAGE_SIDE, `${field} must be at least ${MIN_IMAGE_SIDE}`)
    .max(MAX_IMAGE_SIDE, `${field} must be at most ${MAX_IMAGE_SIDE}`);

export const imageRequestSchema = z.strictObject({
  prompt: z
    .string({ error: (issue) => (issue.input === undefined ? "prompt is required" : "prompt must be a string") })
    .trim()
    .min(1, "prompt is required")
    .max(MAX_PROMPT_LENGTH, `prompt must be at most ${MAX_PROMPT_LENGTH} characters`),
  width: side("width").default(512),
  height: side("height").default(512),
  // One model only: a caller must not pick a costlier one on our key.
  model: z.literal(IMAGE_MODEL, { error: `model must be "${IMAGE_MODEL}"` }).default(IMAGE_MODEL),
});

/** The visitor's body: a slot key (`slotKey`, base 36), never a prompt, size or model. */
export const slotRequestSchema = z.strictObject({
  slot: z
    .string({ error: (issue) => (issue.input === undefined ? "slot is required" : "slot must be a string") })
    .regex(/^[0-9a-z]{1,16}$/, "slot must be the key of one of the site's image slots"),
});

export type ImageRequest = z.infer<typeof imageRequestSchema>;

export type ParsedImageRequest = { ok: true; value: ImageRequest } | { ok: false; error: string; field?: string };

export type ParsedSlotRequest = { ok: true; value: { slot: string } } | { ok: false; error: string; field?: string };

/** Validates the endpoint's parsed JSON body; a failure names the first offending field. */
export function parseSlotRequest(body: unknown): ParsedSlotRequest {
  if (typeof body === "object" && body !== null && "prompt" in body) {
    return { ok: false, error: "Free prompts are not accepted: ask for one of the site's image slots by its key", field: "prompt" };
  }
  return parseWith(slotRequestSchema, body);
}

/** Validates an operator's free prompt (images:generate --prompt); a failure names the first offending field. */
export function parseImageRequest(body: unknown): ParsedImageRequest {
  return parseWith(imageRequestSchema, body);
}

function parseWith<T>(schema: z.ZodType<T>, body: unknown): { ok: true; value: T } | { ok: false; error: string; field?: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "The body must be a JSON object" };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, error: "Invalid request" };
  if (issue.code === "unrecognized_keys") {
    const field = issue.keys[0];
    return { ok: false, error: `Unknown field: ${field}`, field };
  }
  const field = issue.path[0];
  return { ok: false, error: issue.message, field: typeof field === "string" ? field : undefined };
}
