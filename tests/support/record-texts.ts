// What the record tests call a text: a visitor-facing string that the Arabic must translate, and its placeholders.

const NOT_TEXT = [
  /^(\/|#|https?:|mailto:|tel:|data:)/, // links and addresses
  /^[a-z0-9]+([-_.:/][a-z0-9]+)*$/, // ids, slugs, icon names, variants
  /^[a-z]+([A-Z][a-z0-9]*)+$/, // field names (camelCase)
  /^[A-Z0-9_]+$/, // constants and codes ("SAR", "CCTV" stays as written where it is a code)
  /^[\d\s.,:%+×x()–-]*$/, // figures
  /^#?[0-9a-f]{3,8}$/i, // colours
];

/** Whether a record's string is visitor-facing text that the Arabic must translate. */
export function isText(value: string): boolean {
  const trimmed = value.trim();
  return /[A-Za-z]/.test(trimmed) && !NOT_TEXT.some((pattern) => pattern.test(trimmed));
}

/** The `{token}` placeholders of a text: its translation must keep exactly the same ones. */
export const tokensOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
