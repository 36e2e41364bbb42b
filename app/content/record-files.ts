import type { z } from "zod";
import { ContentError, parseRecord, type Bilingual } from "./bilingual";
import { fillIn } from "~/content/in-locale";

// Checks a collection makes beyond its schema, so that an editor's slip stops the build with the file and field named.

/** "content/services/x.yaml" from a glob key, and the record's id, which is the file's name. */
const fileOf = (key: string) => key.replace(/^\/+/, "");
export const idOfFile = (key: string) => key.replace(/^.*\/([^/]+)\.yaml$/, "$1");

/**
 * The records of a collection by id (`import.meta.glob` of its folder), each validated, its `idField` in both
 * languages equal to the file's name (the address a page or a link uses).
 */
export function recordsById<S extends z.ZodType>(
  files: Record<string, unknown>,
  schema: S,
  idField: string,
): Map<string, Bilingual<z.output<S>>> {
  const records = new Map<string, Bilingual<z.output<S>>>();
  for (const key of Object.keys(files).sort()) {
    const record = parseRecord(key, files[key], schema);
    const id = idOfFile(key);
    for (const locale of ["en", "ar"] as const) {
      const value = (record[locale] as Record<string, unknown>)[idField];
      if (value !== id) throw new ContentError(`${fileOf(key)}: ${locale}.${idField}: "${String(value)}" is not the file's name ("${id}")`);
    }
    records.set(id, record);
  }
  return records;
}

/** Throws, naming the file and field, unless `ids` are all among `known`. */
export function checkLinks(file: string, field: string, ids: readonly (string | undefined)[], known: readonly string[]) {
  const unknown = ids.filter((id) => id !== undefined && !known.includes(id));
  if (unknown.length > 0) throw new ContentError(`${file}: ${field}: no such page: ${unknown.join(", ")} (one of: ${known.join(", ")})`);
}

/**
 * `value` with the `{token}`s of its texts filled from `tokens`; throws, naming the file and the field, on a token
 * left unfilled (a typing slip would otherwise show "{packageWaranty}" on the page).
 */
export function fillTokens<T>(file: string, value: T, tokens: Readonly<Record<string, string>>, path: string): T {
  if (typeof value === "string") {
    const filled = fillIn(value, tokens);
    const left = filled.match(/\{\w+\}/);
    if (left)
      throw new ContentError(
        `${file}: ${path}: unknown ${left[0]} (known: ${Object.keys(tokens)
          .map((token) => `{${token}}`)
          .join(", ")})`,
      );
    return filled as T;
  }
  if (Array.isArray(value)) return value.map((item, index) => fillTokens(file, item, tokens, `${path}[${index}]`)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokens(file, item, tokens, `${path}.${key}`)])) as T;
  return value;
}
