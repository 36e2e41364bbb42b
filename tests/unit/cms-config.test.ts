import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { editorCollections } from "~/admin/collections.server";
import { decapCollections, EditorSchemaError, recordFields, type ContentCollection, type DecapField } from "~/admin/decap-config";
import { ContentError, parseRecord } from "~/content/bilingual";

// The editor at /admin is configured from the schemas the build validates content with (docs/decisions/133). These
// tests hold the two together: every exported collection is in the editor, each schema maps to the form it should,
// and on every record the editor and the build accept and refuse the same things.

const records = import.meta.glob("/content/**/*.{yaml,json}", { eager: true, import: "default" });
const collections = editorCollections.flatMap((entry) => ("files" in entry ? entry.files : [entry]));
/** Sample records of folder collections the site may ship empty (reviews, gallery: nothing invented in content/). */
const samples = import.meta.glob("/tests/fixtures/collections/*/*.yaml", { eager: true, import: "default" });
/** A collection's files as Decap lists them: a folder's YAML files, or the one file; an empty folder's samples. */
const recordsOf = (collection: ContentCollection) => {
  const files = Object.entries(records).filter(([file]) =>
    collection.folder ? path.posix.dirname(file) === `/${collection.folder}` && file.endsWith(".yaml") : file === `/${collection.file}`,
  );
  if (files.length > 0 || !collection.folder) return files;
  return Object.entries(samples).filter(([file]) => path.posix.dirname(file) === `/tests/fixtures/collections/${collection.name}`);
};

/** Modules under app/ that export a `<name>Collection`, with those names. */
function exportedCollections(): { module: string; names: string[] }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(name) ? [full] : [];
    });
  return walk(path.resolve("app"))
    .map((file) => ({
      module: `/${path.relative(process.cwd(), file)}`,
      names: [...readFileSync(file, "utf8").matchAll(/export const (\w+Collection)\b/g)].map((match) => match[1]!),
    }))
    .filter(({ names }) => names.length > 0);
}

/** What Decap writes for a field an editor cleared. */
const cleared = (field: DecapField) => (field.widget === "list" || field.multiple ? [] : "");

/**
 * Where the editor and the build disagree on a record (one language's block, read by the build's own loader): a field
 * the editor requires that the build takes absent or empty, or one the editor lets go that the build refuses cleared
 * or, in a new record that leaves it out (no default), absent.
 */
function disagreements(fields: DecapField[], schema: ContentCollection["schema"], block: Record<string, unknown>): string[] {
  const accepts = (value: Record<string, unknown>) => {
    try {
      parseRecord("content/record.yaml", { en: value, ar: value }, schema as Parameters<typeof parseRecord>[2]);
      return true;
    } catch (error) {
      if (error instanceof ContentError) return false;
      throw error;
    }
  };
  if (!accepts(block)) return ["the record itself is refused by the build"];
  return fields.flatMap((field) => {
    const { [field.name]: _, ...without } = block;
    const emptied = { ...block, [field.name]: cleared(field) };
    if (field.required !== false) {
      if (accepts(without)) return [`${field.name}: required in the editor, optional in the build`];
      return field.widget !== "boolean" && accepts(emptied) ? [`${field.name}: the editor refuses it empty, the build takes it`] : [];
    }
    if (!accepts(emptied)) return [`${field.name}: the editor may leave it empty, the build refuses that`];
    if (field.default === undefined && !accepts(without)) return [`${field.name}: optional in the editor, required by the build`];
    return [];
  });
}

/** Collections that publish only real records and may have none at all: job openings while nobody is hired. */
const mayBeEmpty = new Set(["careers"]);

describe("the editor's collections", () => {
  it("offer every collection a content module exports, and each one's records exist", async () => {
    for (const { module, names } of exportedCollections()) {
      if (module.startsWith("/app/admin/")) continue;
      const exports = (await import(/* @vite-ignore */ module)) as Record<string, unknown>;
      for (const name of names)
        expect(collections, `${module}: ${name} is not in app/admin/collections.server.ts`).toContain(exports[name]);
    }
    for (const collection of collections) {
      if (mayBeEmpty.has(collection.name)) continue;
      expect(recordsOf(collection).length, `${collection.name}: no content files`).toBeGreaterThan(0);
    }
  });

  it("agree with the build on every record: what one requires, the other does", () => {
    const found = collections.flatMap((collection) => {
      const fields = recordFields(collection);
      return recordsOf(collection).flatMap(([file, data]) =>
        (["en", "ar"] as const).flatMap((locale) =>
          disagreements(fields, collection.schema, (data as Record<string, Record<string, unknown>>)[locale]!).map(
            (problem) => `${file} ${locale}: ${problem}`,
          ),
        ),
      );
    });
    expect(found).toEqual([]);
  });

  it("show every disagreement a schema can have with its form", () => {
    const schema = z.object({
      id: z.string().min(1),
      loose: z.string(),
      note: z.string().min(1).optional(),
      count: z.number().optional(),
    });
    const collection = { name: "fixture", label: "Fixture", folder: "content/fixture", schema };
    const fields = recordFields(collection);
    expect(disagreements(fields, schema, { id: "a", loose: "b", note: "c", count: 1 })).toEqual([]);
    // The same fields, as the editor sees them, against a schema that has drifted from the one they were made from.
    const drifted = schema.extend({ id: z.string().optional(), loose: z.string().min(1), note: z.string(), count: z.number() });
    expect(disagreements(fields, drifted, { id: "a", loose: "b", note: "c", count: 1 })).toEqual([
      "id: required in the editor, optional in the build",
      "loose: the editor may leave it empty, the build refuses that",
      "note: optional in the editor, required by the build",
      "count: the editor may leave it empty, the build refuses that",
    ]);
    const loosened = schema.extend({ id: z.string() });
    expect(disagreements(fields, loosened, { id: "a", loose: "b", note: "c", count: 1 })).toEqual([
      "id: the editor refuses it empty, the build takes it",
    ]);
  });
});

describe("the configuration generated from a schema", () => {
  const schema = z.object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes")
      .meta({ i18n: "duplicate" }),
    title: z.string().trim().min(1).meta({ label: "Headline" }),
    navLabel: z.string().optional(),
    body: z.string().min(1).meta({ widget: "markdown" }),
    summary: z.string().min(1).meta({ widget: "text" }).describe("Two sentences"),
    image: z.string().min(1).meta({ i18n: "duplicate" }),
    legalName: z.string(),
    order: z.number().int().min(1).meta({ i18n: "duplicate" }),
    price: z.number().positive(),
    popular: z.boolean().default(false),
    topic: z.enum(["support", "warranty"]).meta({ i18n: "duplicate" }),
    tags: z.array(z.enum(["a", "b"])).min(1),
    benefits: z.array(z.string().min(1)),
    steps: z.array(z.object({ heading: z.string().min(1), icon: z.string().min(1).meta({ i18n: "duplicate" }) })).optional(),
    cta: z.object({ quote: z.string().min(1), contact: z.string().min(1) }),
    figures: z.object({ clients: z.number() }).meta({ i18n: "duplicate" }),
    wordmark: z.tuple([z.string().min(1), z.string().min(1)]).meta({ i18n: "duplicate" }),
  });

  it("maps each kind of field to its widget, required unless optional, translated unless duplicated", () => {
    const [collection] = decapCollections([{ name: "things", label: "Things", folder: "content/things", schema }]);
    expect(collection).toMatchObject({
      name: "things",
      folder: "content/things",
      create: true,
      format: "yaml",
      extension: "yaml",
      slug: "{{fields.id}}",
      identifier_field: "title",
      i18n: true,
    });
    expect("fields" in collection! && collection.fields).toEqual([
      { name: "id", label: "Id", widget: "string", i18n: "duplicate", pattern: ["^[a-z0-9-]+$", "lower-case letters, digits and dashes"] },
      { name: "title", label: "Headline", widget: "string", i18n: true },
      { name: "navLabel", label: "Nav label", widget: "string", i18n: true, required: false },
      { name: "body", label: "Body", widget: "markdown", i18n: true },
      { name: "summary", label: "Summary", widget: "text", i18n: true, hint: "Two sentences" },
      { name: "image", label: "Image", widget: "image", i18n: "duplicate" },
      // A text the build takes empty: the editor may leave it so, and writes it empty in a new record.
      { name: "legalName", label: "Legal name", widget: "string", i18n: true, required: false, default: "" },
      { name: "order", label: "Order", widget: "number", i18n: "duplicate", value_type: "int", min: 1 },
      { name: "price", label: "Price", widget: "number", i18n: true, value_type: "float", min: 0 },
      { name: "popular", label: "Popular", widget: "boolean", i18n: true, required: false, default: false },
      { name: "topic", label: "Topic", widget: "select", i18n: "duplicate", options: ["support", "warranty"] },
      { name: "tags", label: "Tags", widget: "select", i18n: true, multiple: true, options: ["a", "b"], min: 1 },
      {
        name: "benefits",
        label: "Benefits",
        widget: "list",
        i18n: true,
        // A list the build takes empty.
        required: false,
        default: [],
        field: { name: "item", label: "Item", widget: "string", i18n: true },
      },
      {
        name: "steps",
        label: "Steps",
        widget: "list",
        i18n: true,
        required: false,
        fields: [
          { name: "heading", label: "Heading", widget: "string", i18n: true },
          { name: "icon", label: "Icon", widget: "string", i18n: "duplicate" },
        ],
      },
      {
        name: "cta",
        label: "Cta",
        widget: "object",
        i18n: true,
        fields: [
          { name: "quote", label: "Quote", widget: "string", i18n: true },
          { name: "contact", label: "Contact", widget: "string", i18n: true },
        ],
      },
      {
        name: "figures",
        label: "Figures",
        widget: "object",
        // Decap duplicates single values only: a neutral object is translated, its fields duplicated.
        i18n: true,
        fields: [{ name: "clients", label: "Clients", widget: "number", i18n: "duplicate", value_type: "float" }],
      },
      {
        name: "wordmark",
        label: "Wordmark",
        widget: "list",
        i18n: true,
        min: 2,
        max: 2,
        field: { name: "item", label: "Item", widget: "string", i18n: "duplicate" },
      },
    ]);
  });

  it("puts single-file records in a files collection, alone or grouped, in their file's format", () => {
    const hero = { name: "hero", label: "Hero", file: "content/home/hero.yaml", schema: z.object({ heading: z.string() }) };
    const intro = { name: "intro", label: "Intro", file: "content/home/intro.json", schema: z.object({ text: z.string() }) };
    expect(decapCollections([hero, { name: "home", label: "Home page", files: [hero, intro] }])).toEqual([
      {
        name: "hero",
        label: "Hero",
        i18n: true,
        files: [{ name: "hero", label: "Hero", file: "content/home/hero.yaml", format: "yaml", i18n: true, fields: expect.any(Array) }],
      },
      {
        name: "home",
        label: "Home page",
        i18n: true,
        files: [
          expect.objectContaining({ file: "content/home/hero.yaml", format: "yaml" }),
          expect.objectContaining({ file: "content/home/intro.json", format: "json" }),
        ],
      },
    ]);
  });

  it.each([
    ["a union of objects", z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]), "things.odd: a union cannot be edited"],
    ["a record", z.record(z.string(), z.string()), "things.odd: a record cannot be edited"],
    ["a nullable text", z.string().nullable(), "things.odd: a nullable cannot be edited"],
    ["a tuple of different kinds", z.tuple([z.string(), z.number()]), "things.odd: a tuple cannot be edited"],
    ["an i18n mode Decap's files cannot hold", z.string().meta({ i18n: "none" }), 'things.odd: i18n must be "duplicate"'],
  ])("refuses %s, naming collection and field", (_kind, odd, message) => {
    const things = { name: "things", label: "Things", folder: "content/things", schema: z.object({ id: z.string(), odd }) };
    expect(() => decapCollections([things])).toThrow(EditorSchemaError);
    expect(() => decapCollections([things])).toThrow(message);
  });

  it("lets editors add records only where a record's id names its file", () => {
    const pages = { name: "pages", label: "Pages", folder: "content/pages", schema: z.object({ path: z.string(), title: z.string() }) };
    const [collection] = decapCollections([pages]);
    expect(collection).toMatchObject({ create: false, identifier_field: "title" });
    expect(collection).not.toHaveProperty("slug");
  });
});

describe("a required field left empty", () => {
  it("is refused by the build, naming file and field (the editor refuses it too: tests/e2e/cms.test.ts)", () => {
    for (const collection of collections) {
      if (recordsOf(collection).length === 0 && mayBeEmpty.has(collection.name)) continue;
      const [file, data] = recordsOf(collection)[0]!;
      const record = data as Record<"en" | "ar", Record<string, unknown>>;
      const required = recordFields(collection).find(
        (field) => field.required !== false && field.i18n === true && field.widget === "string",
      );
      if (!required) continue;
      const emptied = { ...record, ar: { ...record.ar, [required.name]: "" } };
      // The loader the build runs (classic zod and zod/mini schemas both have safeParse).
      const schema = collection.schema as Parameters<typeof parseRecord>[2];
      expect(() => parseRecord(file, emptied, schema)).toThrow(ContentError);
      expect(() => parseRecord(file, emptied, schema)).toThrow(`${file.slice(1)}: ar.${required.name}: `);
    }
    expect(existsSync(path.resolve("content"))).toBe(true);
  });
});
