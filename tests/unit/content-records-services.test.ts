import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError } from "~/content/bilingual";
import { caseStudiesCollection, caseStudiesPageCollection } from "~/content/case-studies";
import { industriesCollection, industryPageLabelsCollection } from "~/content/industries";
import { listPricesCollection } from "~/content/list-prices";
import { printablePageCollection } from "~/content/printable";
import { checkLinks, fillTokens, recordsById } from "~/content/record-files";
import { recordFields } from "~/admin/decap-config";
import { MAX_LIST_PRICE_USD, servicePageLabelsCollection, servicesCollection } from "~/content/services";
import { warrantiesCollection } from "~/content/warranties";

// The records of the service, industry and case-study pages (issue 24): what the editor at /admin is generated from,
// and the checks that stop a build on an editor's slip, naming the file and the field.

const collections = [
  servicesCollection,
  servicePageLabelsCollection,
  industriesCollection,
  industryPageLabelsCollection,
  caseStudiesCollection,
  caseStudiesPageCollection,
  printablePageCollection,
  warrantiesCollection,
  listPricesCollection,
];

const files = import.meta.glob("/content/{services,industries,case-studies,templates,pricing}/*.yaml", {
  eager: true,
  import: "default",
});
const filesOf = (collection: (typeof collections)[number]) =>
  "folder" in collection
    ? Object.keys(files).filter((file) => file.startsWith(`/${collection.folder}/`))
    : Object.keys(files).filter((file) => file === `/${collection.file}`);

type JsonSchema = { i18n?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

/** Every value the schema marks language-neutral, by its path, in one language's block. */
function neutralValues(schema: JsonSchema, value: unknown, path = ""): [string, unknown][] {
  if (schema.i18n === "duplicate") return [[path, value]];
  if (Array.isArray(value) && schema.items) return value.flatMap((item, index) => neutralValues(schema.items!, item, `${path}[${index}]`));
  if (value && typeof value === "object" && schema.properties)
    return Object.entries(schema.properties).flatMap(([key, field]) =>
      neutralValues(field, (value as Record<string, unknown>)[key], `${path}.${key}`),
    );
  return [];
}

describe("the collections", () => {
  it.each(collections.map((collection) => [collection.name, collection] as const))(
    "%s names its files and schema for the editor",
    (_name, collection) => {
      expect(collection.label).not.toBe("");
      expect(filesOf(collection).length).toBeGreaterThan(0);
    },
  );

  it.each(collections.map((collection) => [collection.name, collection] as const))(
    "%s: a language-neutral field (ids, icons, prices, years) is the same in both languages",
    (_name, collection) => {
      const schema = z.toJSONSchema(collection.schema) as JsonSchema;
      for (const file of filesOf(collection)) {
        const { en, ar } = files[file] as { en: unknown; ar: unknown };
        expect(neutralValues(schema, ar), file).toEqual(neutralValues(schema, en));
      }
    },
  );

  it("mark the editor's fields: prices and slugs language-neutral, the opening texts Markdown", () => {
    const services = z.toJSONSchema(servicesCollection.schema) as {
      properties: Record<string, JsonSchema & { properties: Record<string, { widget?: string }> }>;
    };
    expect(services.properties.slug!.i18n).toBe("duplicate");
    expect(services.properties.overview!.properties.body!.widget).toBe("markdown");
    const industries = z.toJSONSchema(industriesCollection.schema) as {
      properties: Record<string, { properties: Record<string, { widget?: string }> }>;
    };
    expect(industries.properties.hero!.properties.intro!.widget).toBe("markdown");
  });
});

describe("a faulty record", () => {
  const schema = z.object({ slug: z.string(), title: z.string() });

  it("whose id is not its file's name is refused, naming file and field", () => {
    const files = { "/content/services/gates.yaml": { en: { slug: "gates", title: "Gates" }, ar: { slug: "doors", title: "بوابات" } } };
    expect(() => recordsById(files, schema, "slug")).toThrow(
      new ContentError('content/services/gates.yaml: ar.slug: "doors" is not the file\'s name ("gates")'),
    );
  });

  it("with a misspelt token is refused, naming file and field", () => {
    const record = { benefits: { items: ["Fast", "{packageWaranty}"] } };
    expect(() => fillTokens("content/services/x.yaml", record, { packageWarranty: "5-year package warranty" }, "en")).toThrow(
      /^content\/services\/x\.yaml: en\.benefits\.items\[1\]: unknown \{packageWaranty\}/,
    );
    expect(fillTokens("f", { items: ["{packageWarranty}"] }, { packageWarranty: "5-year package warranty" }, "en")).toEqual({
      items: ["5-year package warranty"],
    });
  });

  it("linking a page that does not exist is refused, naming file and field", () => {
    expect(() => checkLinks("content/case-studies/x.yaml", "en.sector", ["hotel"], ["hospital", "warehouse"])).toThrow(
      "content/case-studies/x.yaml: en.sector: no such page: hotel (one of: hospital, warehouse)",
    );
    expect(() => checkLinks("f", "en.sector", ["hospital", undefined], ["hospital"])).not.toThrow();
  });

  it("with a list or raw HTML where a hero takes paragraphs is refused", () => {
    const body = servicesCollection.schema.shape.overview.shape.body;
    expect(body.safeParse("One paragraph with **bold**.\n\nAnother.").success).toBe(true);
    expect(body.safeParse("- a list\n- of points").success).toBe(false);
    expect(body.safeParse("Text with <b>HTML</b>.").success).toBe(false);
  });

  it("with a list price over the maximum is refused, and the editor's price fields carry the maximum", () => {
    const { cameraTypes, packages } = servicesCollection.schema.shape;
    const priceFrom = cameraTypes.unwrap().shape.items.element.shape.priceFrom;
    const price = packages.unwrap().shape.items.element.shape.price;
    for (const schema of [priceFrom, price]) {
      expect(schema.safeParse(999).success).toBe(true);
      expect(schema.safeParse(MAX_LIST_PRICE_USD).success).toBe(true);
      expect(schema.safeParse(MAX_LIST_PRICE_USD + 1).success).toBe(false);
      expect(schema.safeParse(0).success).toBe(false);
    }
    const fields = recordFields(servicesCollection);
    const itemsOf = (name: string) => fields.find((field) => field.name === name)?.fields?.find((field) => field.name === "items")?.fields;
    expect(itemsOf("cameraTypes")?.find((field) => field.name === "priceFrom")).toMatchObject({
      widget: "number",
      max: MAX_LIST_PRICE_USD,
    });
    expect(itemsOf("packages")?.find((field) => field.name === "price")).toMatchObject({ widget: "number", max: MAX_LIST_PRICE_USD });
  });
});
