import { z } from "zod";
import { IMAGE_MODEL } from "./prompt";

// The body of POST /api/generate-image. Pure, but only the server imports it (zod stays out of the
// browser bundle).

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

export type ImageRequest = z.infer<typeof imageRequestSchema>;

export type ParsedImageRequest = { ok: true; value: ImageRequest } | { ok: false; error: string; field?: string };

/** Validates a parsed JSON body; a failure names the first offending field. */
export function parseImageRequest(body: unknown): ParsedImageRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "The body must be a JSON object" };
  }
  const result = imageRequestSchema.safeParse(body);
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
