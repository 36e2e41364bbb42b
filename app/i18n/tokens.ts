/**
 * A text with `{name}` placeholders filled in: texts built around a value ("Choose {name}") are written as
 * templates, so that the catalogues can translate them whole, with the value where the language puts it.
 */
export function fillTokens(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}
