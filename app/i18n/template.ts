/**
 * A text with `{token}` placeholders filled in: "Scene {index} of {count}" → "Scene 2 of 4". Templates, not
 * functions, so a catalogue can translate the whole sentence, word order included (docs/decisions/116).
 * Unknown tokens stay as written, so a missing value shows instead of vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

/** A count's template, singular or plural (English has two forms; the Arabic phrases avoid number agreement). */
export function countTemplate(count: number, forms: { one: string; other: string }): string {
  return count === 1 ? forms.one : forms.other;
}
