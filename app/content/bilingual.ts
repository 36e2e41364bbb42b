import type { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { bothLocales, type Bilingual } from "./in-locale";

// Content records live in `content/` at the root, one YAML file per record with its English and Arabic side by side
// (`en:` and `ar:` blocks, the layout Decap CMS writes with `i18n.structure: single_file`; docs/decisions/133). The
// build validates each block with the record's zod schema: a bad or missing field stops it, naming file and field.

export { bothLocales, inLocale, type Bilingual } from "./in-locale";

/** A content file that does not match its schema: the message names the file and each field at fault. */
export class ContentError extends Error {
  override name = "ContentError";
}

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.map((key) => (typeof key === "number" ? `[${key}]` : String(key))).join(".") || "(the whole file)";
}

/** `content/…` as written in the repository, from a glob key (`/content/faqs/x.yaml`). */
const fileName = (key: string) => key.replace(/^\/+/, "");

type SchemaDef = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
};

/** The object or list a schema describes under its wrappers (optional, default, nullable, a transform's input). */
function structureOf(schema: z.core.$ZodType): SchemaDef {
  let def = schema._zod.def as SchemaDef;
  while (def.innerType || def.type === "pipe") def = (def.innerType ?? def.in!)._zod.def as SchemaDef;
  return def;
}

const isCleared = (value: unknown) => value === "" || value === null || (Array.isArray(value) && value.length === 0);

/**
 * A block as the schema should read it: an optional field an editor cleared is absent. Decap CMS writes `""`, `null`
 * or `[]` for it (docs/decisions/133); read so, it is the same as never written. A required field keeps what it has,
 * for the schema to take (a text that may be empty) or refuse.
 */
function withoutClearedOptionals(schema: z.core.$ZodType, value: unknown): unknown {
  const def = structureOf(schema);
  if (def.type === "array" && Array.isArray(value)) return value.map((item) => withoutClearedOptionals(def.element!, item));
  if (def.type !== "object" || value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) => {
      const fieldSchema = def.shape![key];
      if (!fieldSchema) return [[key, field]];
      if (fieldSchema._zod.optin && isCleared(field)) return [];
      return [[key, withoutClearedOptionals(fieldSchema, field)]];
    }),
  );
}

/** One record file, both languages validated by `schema`. */
export function parseRecord<S extends z.ZodType>(file: string, data: unknown, schema: S): Bilingual<z.output<S>> {
  const blocks = (data ?? {}) as Partial<Record<Locale, unknown>>;
  const issues: string[] = [];
  const parsed: Partial<Record<Locale, z.output<S>>> = {};
  for (const locale of ["en", "ar"] as const) {
    if (blocks[locale] === undefined || blocks[locale] === null) {
      issues.push(`${locale}: missing (every record has an "en:" and an "ar:" block)`);
      continue;
    }
    const result = schema.safeParse(withoutClearedOptionals(schema, blocks[locale]));
    if (result.success) parsed[locale] = result.data;
    else for (const issue of result.error.issues) issues.push(`${locale}.${pathOf(issue)}: ${issue.message}`);
  }
  if (issues.length > 0) throw new ContentError(`${fileName(file)}: ${issues.join("; ")}`);
  return parsed as Bilingual<z.output<S>>;
}

/**
 * Every record of a collection (the result of `import.meta.glob("/content/<collection>/*.yaml", { eager: true,
 * import: "default" })`), validated, in file-name order unless `order` sorts them.
 */
export function parseCollection<S extends z.ZodType>(
  files: Record<string, unknown>,
  schema: S,
  order?: (a: z.output<S>, b: z.output<S>) => number,
): Bilingual<z.output<S>[]> {
  const records = Object.keys(files)
    .sort()
    .map((file) => parseRecord(file, files[file], schema));
  const sorted = (locale: Locale) => {
    const list = records.map((record) => record[locale]);
    return order ? list.toSorted(order) : list;
  };
  return bothLocales(sorted);
}
