/**
 * The Arabic of one content module, keyed by the module's exact English text (docs/decisions/115). It sits beside
 * the module as `name.ar.ts`, so English and Arabic are read side by side, and a changed English sentence shows up
 * as a missing Arabic one (tests/unit/arabic.test.ts) instead of a silently stale page.
 */
export type Catalogue = Readonly<Record<string, string>>;

const NOT_TEXT = [
  /^(\/|#|https?:|mailto:|tel:|data:)/, // links and addresses
  /^[a-z0-9]+([-_.:/][a-z0-9]+)*$/, // ids, slugs, icon names, variants
  /^[a-z]+([A-Z][a-z0-9]*)+$/, // field names (camelCase)
  /^[A-Z0-9_]+$/, // constants and codes ("SAR", "CCTV" stays as written where it is a code)
  /^[\d\s.,:%+×x()–-]*$/, // figures
  /^#?[0-9a-f]{3,8}$/i, // colours
];

/** Whether a string of a content module is visitor-facing text that the Arabic pages must translate. */
export function isText(value: string): boolean {
  const trimmed = value.trim();
  return /[A-Za-z]/.test(trimmed) && !NOT_TEXT.some((pattern) => pattern.test(trimmed));
}

/**
 * Fields that stay as written: identifiers (`on`: the object of a scene a tour's hotspot sits on), what the image
 * provider is asked for (always English), and a status (its English value picks a colour or a label; the component
 * shows the status through the catalogue).
 */
const UNTRANSLATED_FIELDS = new Set(["prompt", "id", "icon", "slot", "path", "href", "to", "status", "on"]);

/** Whether `record[field]` stays as written: an identifier, or an image's `topic` (its prompt, beside its `alt`). */
export function isUntranslatedField(field: string, record: object): boolean {
  return UNTRANSLATED_FIELDS.has(field) || (field === "topic" && "alt" in record);
}

/**
 * Every string inside a module's exports, without repeats: by default only what `isText` takes for visitor-facing
 * text (what must be translated); with `all`, every string (what may be: a lone "and", "CCTV", a status).
 */
export function textsOf(value: unknown, all = false, found = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (typeof value === "string") {
    if (all || isText(value)) found.add(value);
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [field, item] of Object.entries(value)) if (all || !isUntranslatedField(field, value)) textsOf(item, all, found, seen);
  }
  return found;
}

/** The `{token}` placeholders of a text: a translation must keep exactly the same ones. */
export const tokensOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
