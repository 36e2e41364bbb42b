import * as z from "zod/mini";

// The editor's configuration (Decap CMS, docs/decisions/133), generated from the zod schemas the build validates the
// content with: one schema, so the editor cannot ask for a field the build refuses or leave out one it requires.
// Each record is one YAML file with an `en:` and an `ar:` block (app/content/bilingual.ts), which is what Decap
// writes with `i18n.structure: single_file`. Schemas may be classic zod or zod/mini: both keep a field's metadata
// (`.meta()` or `z.globalRegistry.add`) in zod's global registry, where this reads it.

/**
 * A content collection as its module exports it (`<name>Collection`): a folder of records, one file each, or one
 * record in one file. `schema` validates one language's block.
 */
export interface ContentCollection {
  name: string;
  label: string;
  folder?: string;
  file?: string;
  schema: z.core.$ZodType;
}

/** Single-file records shown together in the editor (the home page's sections, the about pages). */
export interface ContentGroup {
  name: string;
  label: string;
  files: ContentCollection[];
}

export type EditorCollection = ContentCollection | ContentGroup;

type I18nMode = true | "duplicate";

export interface DecapField {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "number" | "boolean" | "select" | "list" | "object" | "image";
  i18n: I18nMode;
  /** Decap's fields are required unless this says otherwise. */
  required?: false;
  hint?: string;
  default?: unknown;
  /** A regular expression the value must match, and what to tell the editor when it does not. */
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  /** A list of single values: the one field each item is. */
  field?: DecapField;
  /** An object's fields, or a list of objects' fields. */
  fields?: DecapField[];
}

interface DecapFolderCollection {
  name: string;
  label: string;
  folder: string;
  /** Editors add records only where a record's id names its file; elsewhere (pages of the code's registry) they edit. */
  create: boolean;
  format: "yaml";
  extension: "yaml";
  slug?: string;
  identifier_field: string;
  i18n: true;
  fields: DecapField[];
}

interface DecapFileCollection {
  name: string;
  label: string;
  i18n: true;
  files: { name: string; label: string; file: string; format: "yaml" | "json"; i18n: true; fields: DecapField[] }[];
}

export type DecapCollection = DecapFolderCollection | DecapFileCollection;

/** Where saves go in production: the Git host and its sign-in (docs/editing.md). */
export type DecapBackend = { name: "github" | "gitlab" | "gitea" | "forgejo"; repo: string; branch: string } & Record<string, string>;

export interface DecapConfig {
  backend: DecapBackend | { name: "proxy"; proxy_url: string; branch: string };
  local_backend?: { url: string };
  media_folder: string;
  public_folder: string;
  i18n: { structure: "single_file"; locales: ["en", "ar"]; default_locale: "en" };
  collections: DecapCollection[];
}

/** A schema the editor cannot offer as a form: the message names the collection, the field and the type. */
export class EditorSchemaError extends Error {
  override name = "EditorSchemaError";
}

type Meta = { label?: string; widget?: string; i18n?: string; description?: string };

/** The schema with its wrappers (optional, default, a transform's input side) peeled off, and what they said. */
function unwrap(schema: z.core.$ZodType): { inner: z.core.$ZodType; optional: boolean; defaultValue?: unknown; meta: Meta } {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  // The outer wrapper's meta wins over the inner schema's, as zod's own `.meta()` reads the outermost.
  const meta: Meta = {};
  const take = (from: z.core.$ZodType) => {
    for (const [key, value] of Object.entries(z.globalRegistry.get(from) ?? {}))
      if (!(key in meta)) (meta as Record<string, unknown>)[key] = value;
  };
  for (;;) {
    take(current);
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; defaultValue?: unknown };
    if (def.type === "optional") optional = true;
    else if (def.type === "default" || def.type === "prefault") {
      optional = true;
      defaultValue = def.defaultValue;
    } else if (def.type !== "pipe" && def.type !== "readonly") break;
    current = (def.type === "pipe" ? def.in : def.innerType)!;
  }
  return { inner: current, optional, defaultValue, meta };
}

/** "navLabel" → "Nav label": a field's label when its schema gives none. */
const labelOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ [A-Z](?=[a-z])/g, (word) => word.toLowerCase());

interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  error?: (issue: object) => unknown;
}
const checksOf = (schema: z.core.$ZodType) =>
  ((schema._zod.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []).map((c) => c._zod.def);

function stringField(base: Omit<DecapField, "widget">, schema: z.core.$ZodType, meta: Meta, where: string): DecapField {
  const widget = meta.widget ?? (base.name === "image" ? "image" : "string");
  if (!["string", "text", "markdown", "image"].includes(widget)) throw new EditorSchemaError(`${where}: unknown widget "${widget}"`);
  const field: DecapField = { ...base, widget: widget as DecapField["widget"] };
  // An image's path is picked from the media library, not typed; the build's parse checks it.
  for (const check of widget === "image" ? [] : checksOf(schema)) {
    if (check.check === "string_format" && check.format === "regex" && check.pattern) {
      const message = check.error?.({});
      field.pattern = [check.pattern.source, typeof message === "string" ? message : `must match ${check.pattern.source}`];
    }
  }
  return field;
}

function numberField(base: Omit<DecapField, "widget">, schema: z.core.$ZodType): DecapField {
  // `z.int()` carries its format on the schema itself, `.int()` as a check.
  const format = (schema._zod.def as { format?: string }).format;
  const field: DecapField = { ...base, widget: "number", value_type: /int/.test(format ?? "") ? "int" : "float" };
  for (const check of checksOf(schema)) {
    if (check.check === "number_format" && /int/.test(check.format ?? "")) field.value_type = "int";
    // Decap's bounds are inclusive; an exclusive zod bound is refused by the build's parse, which stays the gate.
    else if (check.check === "greater_than") field.min = check.value;
    else if (check.check === "less_than") field.max = check.value;
  }
  return field;
}

/** The options of a closed set of strings (an enum, a literal, a union of literals), or undefined. */
function optionsOf(schema: z.core.$ZodType): string[] | undefined {
  const def = schema._zod.def as { type: string; entries?: Record<string, string>; values?: unknown[]; options?: z.core.$ZodType[] };
  if (def.type === "enum") return Object.values(def.entries!).map(String);
  if (def.type === "literal") return def.values!.map(String);
  if (def.type === "union") {
    const parts = def.options!.map((option) => optionsOf(unwrap(option).inner));
    if (parts.every((part) => part !== undefined)) return parts.flat();
  }
  return undefined;
}

function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.core.$ZodType> };
  return def.type === "object" ? def.shape : undefined;
}

/** One field of the editor's form for one key of a schema. `inherited`: the i18n mode of the object or list it is in. */
function decapField(name: string, schema: z.core.$ZodType, inherited: I18nMode, where: string): DecapField {
  const { inner, optional, defaultValue, meta } = unwrap(schema);
  const at = `${where}.${name}`;
  if (meta.i18n !== undefined && meta.i18n !== "duplicate") throw new EditorSchemaError(`${at}: i18n must be "duplicate" when set`);
  const base: Omit<DecapField, "widget"> = {
    name,
    label: meta.label ?? labelOf(name),
    i18n: meta.i18n === "duplicate" ? "duplicate" : inherited,
    ...(optional ? { required: false as const } : {}),
    ...(meta.description ? { hint: meta.description } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  };
  return emptyAllowed(widgetField(base, inner, meta, defaultValue, at), schema);
}

function widgetField(base: Omit<DecapField, "widget">, inner: z.core.$ZodType, meta: Meta, defaultValue: unknown, at: string): DecapField {
  const def = inner._zod.def as { type: string; element?: z.core.$ZodType; items?: z.core.$ZodType[]; rest?: unknown };
  const options = optionsOf(inner);
  if (options) return { ...base, widget: "select", options };
  if (def.type === "string") return stringField(base, inner, meta, at);
  if (def.type === "number") return numberField(base, inner);
  if (def.type === "boolean") return { ...base, widget: "boolean", default: defaultValue ?? false };
  // Decap takes `i18n: duplicate` on single values only: a language-neutral object or list is translated as a whole,
  // its fields each duplicated.
  const container = { ...base, i18n: true as const };
  const shape = objectShape(inner);
  if (shape) return { ...container, widget: "object", fields: decapFields(shape, base.i18n, at) };
  if (def.type === "array") {
    const list: DecapField = { ...container, widget: "list" };
    for (const check of checksOf(inner)) {
      if (check.check === "min_length") list.min = check.minimum;
      else if (check.check === "max_length") list.max = check.maximum;
    }
    const elementOptions = optionsOf(unwrap(def.element!).inner);
    if (elementOptions) return { ...base, widget: "select", multiple: true, options: elementOptions, ...pick(list, "min", "max") };
    const elementShape = objectShape(unwrap(def.element!).inner);
    if (elementShape) return { ...list, fields: decapFields(elementShape, base.i18n, `${at}[]`) };
    // A list of single values: each item is one field of the element's type (its name is not written to the file).
    return { ...list, field: decapField("item", def.element!, base.i18n, `${at}[]`) };
  }
  if (def.type === "tuple") {
    // A fixed number of values of one kind (the wordmark's two parts): a list of exactly that many.
    const [first, ...others] = def.items!;
    const item = decapField("item", first!, base.i18n, `${at}[]`);
    const alike = others.every((other) => JSON.stringify(decapField("item", other, base.i18n, `${at}[]`)) === JSON.stringify(item));
    if (alike && def.rest === null) return { ...container, widget: "list", field: item, min: def.items!.length, max: def.items!.length };
  }
  throw new EditorSchemaError(`${at}: a ${def.type} cannot be edited in the CMS (use a string, number, boolean, enum, object or array)`);
}

/**
 * A field the build takes empty (a text that may be "", a list that may have no item) is one the editor may leave
 * empty: not required, and empty, not absent, in a new record, since the build requires it there.
 */
function emptyAllowed(field: DecapField, schema: z.core.$ZodType): DecapField {
  if (field.required === false) return field;
  const empty =
    field.widget === "list" || field.multiple ? [] : ["string", "text", "markdown", "image"].includes(field.widget) ? "" : undefined;
  if (empty === undefined || !z.safeParse(schema, empty).success) return field;
  return { ...field, required: false, default: empty };
}

const pick = <T extends object, K extends keyof T>(value: T, ...keys: K[]) =>
  Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as Pick<T, K>;

function decapFields(shape: Record<string, z.core.$ZodType>, inherited: I18nMode, where: string): DecapField[] {
  return Object.entries(shape).map(([name, schema]) => decapField(name, schema, inherited, where));
}

/** The editor's fields for a record's schema (one language's block). */
export function recordFields(collection: ContentCollection): DecapField[] {
  const shape = objectShape(unwrap(collection.schema).inner);
  if (!shape) throw new EditorSchemaError(`${collection.name}: the schema of a record must be an object`);
  return decapFields(shape, true, collection.name);
}

/** The field that names a record in the editor's lists. */
function identifierField(fields: DecapField[], collection: string): string {
  const byName = ["title", "question", "name", "heading", "headline", "label"].find((name) => fields.some((field) => field.name === name));
  const firstText = fields.find((field) => field.widget === "string" && field.required !== false)?.name;
  const identifier = byName ?? firstText;
  if (!identifier) throw new EditorSchemaError(`${collection}: a folder collection needs a required text field to name its records`);
  return identifier;
}

/**
 * The name of a new record's file: its id (or slug) field, as the build's loaders expect (`content/faqs/<id>.yaml`);
 * undefined when the records have none.
 */
function slugOf(fields: DecapField[]): string | undefined {
  const key = ["id", "slug"].find((name) => fields.some((field) => field.name === name && field.widget === "string"));
  return key && `{{fields.${key}}}`;
}

const isGroup = (entry: EditorCollection): entry is ContentGroup => "files" in entry;

/** Records are YAML; a few that tools without Vite's plugins read are JSON (Decap writes either). */
function formatOf(file: string, collection: string): "yaml" | "json" {
  if (/\.ya?ml$/.test(file)) return "yaml";
  if (file.endsWith(".json")) return "json";
  throw new EditorSchemaError(`${collection}: ${file} is neither YAML nor JSON`);
}

function fileEntry(collection: ContentCollection) {
  if (!collection.file) throw new EditorSchemaError(`${collection.name}: a record needs a "folder" or a "file"`);
  return {
    name: collection.name,
    label: collection.label,
    file: collection.file,
    format: formatOf(collection.file, collection.name),
    i18n: true as const,
    fields: recordFields(collection),
  };
}

/** Decap's collections for the site's content collections, in the order given. */
export function decapCollections(entries: readonly EditorCollection[]): DecapCollection[] {
  return entries.map((entry): DecapCollection => {
    if (isGroup(entry)) return { name: entry.name, label: entry.label, i18n: true, files: entry.files.map(fileEntry) };
    if (!entry.folder) return { name: entry.name, label: entry.label, i18n: true, files: [fileEntry(entry)] };
    const fields = recordFields(entry);
    const slug = slugOf(fields);
    return {
      name: entry.name,
      label: entry.label,
      folder: entry.folder,
      create: slug !== undefined,
      format: "yaml",
      extension: "yaml",
      ...(slug ? { slug } : {}),
      identifier_field: identifierField(fields, entry.name),
      i18n: true,
      fields,
    };
  });
}

export interface DecapConfigOptions {
  collections: readonly EditorCollection[];
  /** The Git host saves go to; unset when only the local backend is used. */
  backend?: DecapBackend;
  /** decap-server's API (`npm run cms`): saves write the working tree. */
  localBackendUrl?: string;
}

/** The whole configuration Decap loads from /admin/config.yml. */
export function decapConfig({ collections, backend, localBackendUrl }: DecapConfigOptions): DecapConfig {
  if (!backend && !localBackendUrl) throw new EditorSchemaError("the editor needs a Git host or a local backend");
  return {
    // Decap replaces the backend with its proxy when it finds decap-server at local_backend's URL (on localhost only).
    backend: backend ?? { name: "proxy", proxy_url: localBackendUrl!, branch: "main" },
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    media_folder: "public/media",
    public_folder: "/media",
    i18n: { structure: "single_file", locales: ["en", "ar"], default_locale: "en" },
    collections: decapCollections(collections),
  };
}
