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

/**
 * A block as the schema sees it: a field left empty (`""`, `[]`) is no field. Decap CMS writes them for a field an
 * editor cleared (docs/decisions/133), so an optional field cleared is absent, as if never written, and a required
 * one is missing. Fields only: an empty item of a list stays, for the schema to refuse.
 */
function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== "" && !(Array.isArray(field) && field.length === 0))
      .map(([key, field]) => [key, withoutEmptyFields(field)]),
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
    const result = schema.safeParse(withoutEmptyFields(blocks[locale]));
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

/**
 * The records of a collection as plain data, in file-name order, for modules the browser's build reaches: the
 * collection's server module validates the same files with `parseCollection` (docs/decisions/138).
 */
export function collectionData<T>(files: Record<string, unknown>): Bilingual<T[]> {
  const records = Object.keys(files)
    .sort()
    .map((file) => files[file] as Bilingual<T>);
  return bothLocales((locale) => records.map((record) => record[locale]));
}
