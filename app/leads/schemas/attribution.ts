import * as z from "zod/mini";
import { LANDING_PAGE_PATTERN, REFERRER_HOST_PATTERN, UTM_VALUE_PATTERN, attributionLimits, type UtmField } from "./attribution-fields";

// The check of a lead's attribution, field by field (docs/decisions/160). The visitor never typed these values and
// cannot fix them, so a value that fails is left out rather than the lead refused.

const text = (max: number, pattern: RegExp) => z.string().check(z.trim(), z.maxLength(max), z.regex(pattern));

export const attributionSchema = z.object({
  landingPage: z.optional(text(attributionLimits.landingPage, LANDING_PAGE_PATTERN)),
  referrerHost: z.optional(text(attributionLimits.referrerHost, REFERRER_HOST_PATTERN)),
  utm_source: z.optional(text(attributionLimits.utm, UTM_VALUE_PATTERN)),
  utm_medium: z.optional(text(attributionLimits.utm, UTM_VALUE_PATTERN)),
  utm_campaign: z.optional(text(attributionLimits.utm, UTM_VALUE_PATTERN)),
  utm_term: z.optional(text(attributionLimits.utm, UTM_VALUE_PATTERN)),
  utm_content: z.optional(text(attributionLimits.utm, UTM_VALUE_PATTERN)),
});

/** Where a lead came from, as stored: each part only when known and valid. */
export type Attribution = { landingPage?: string; referrerHost?: string } & Partial<Record<UtmField, string>>;

/** The valid values among `input`'s attribution fields; any other field and every invalid or empty value left out. */
export function validAttribution(input: Partial<Record<string, string>>): Attribution {
  const kept: Partial<Record<string, string>> = {};
  for (const [name, schema] of Object.entries(attributionSchema.def.shape)) {
    const result = z.safeParse(schema, input[name]);
    if (result.success && result.data) kept[name] = result.data;
  }
  return kept as Attribution;
}
