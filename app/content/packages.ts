import { z } from "zod";
import { ContentError, bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { buildingTypeIds, categoryIds, equipmentIds } from "./configurator-ids";
import { recordsById } from "./record-files";
import { slugSchema, textSchema } from "./types";
import { warrantyIds } from "./warranties";

// The ready bundles of /packages (issue 25, decision 144), one file each in content/packages/<id>.yaml. A package is
// a configurator state (a building type and item quantities, by the configurator's own ids) with its words: who it
// suits, what comes with it and which of the warranties (content/pricing/warranties.yaml) it carries. It has no
// price of its own: app/packages/ prices it with the configurator's estimate, so the two cannot disagree.

const itemIds = categoryIds.flatMap((category) => equipmentIds[category]);

export const packageSchema = z.object({
  id: slugSchema("Id (the file's name, the package's anchor on /packages)"),
  order: z.number().int().min(1).meta({ i18n: "duplicate", label: "Position on /packages (1 first)" }),
  name: textSchema(),
  summary: textSchema().meta({ widget: "text" }),
  suits: textSchema().meta({ label: "Who it suits" }),
  building: z.enum(buildingTypeIds).meta({ i18n: "duplicate", label: "Building type (the configurator's)" }),
  items: z
    .array(
      z.object({
        item: z.enum(itemIds).meta({ label: "Item (the configurator's id)" }),
        quantity: z.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .refine((items) => new Set(items.map((entry) => entry.item)).size === items.length, "each item once")
    .meta({ i18n: "duplicate", label: "Items and quantities" }),
  included: z.array(textSchema()).min(1).meta({ label: "What is included" }),
  warranties: z
    .array(
      z.object({
        warranty: z.enum(warrantyIds).meta({ i18n: "duplicate", label: "Warranty (content/pricing/warranties.yaml)" }),
        /** The devices a warranty is limited to, when it is not the whole package's ("on the access control devices"). */
        appliesTo: textSchema().optional().meta({ label: "Limited to (leave empty for the whole package)" }),
      }),
    )
    .min(1)
    .meta({ label: "Warranties" }),
});

export type PackageRecord = z.output<typeof packageSchema>;

export const packagesCollection = { name: "packages", label: "Packages", folder: "content/packages", schema: packageSchema };

// What makes the package (its place, building type, items and warranties) is one thing in both languages.
const neutral = (record: PackageRecord) => ({
  order: record.order,
  building: record.building,
  items: record.items,
  warranties: record.warranties.map((entry) => entry.warranty),
});

/** A package file's blocks, validated, their language-neutral fields the same; throws naming the file and field. */
export function parsePackage(file: string, data: unknown): Bilingual<PackageRecord> {
  const record = parseRecord(file, data, packageSchema);
  const [en, ar] = [neutral(record.en), neutral(record.ar)];
  for (const field of Object.keys(en) as (keyof typeof en)[])
    if (JSON.stringify(en[field]) !== JSON.stringify(ar[field]))
      throw new ContentError(`${file}: ar.${field}: not the same as en.${field} (it is the same in both languages)`);
  return record;
}

const records = recordsById(import.meta.glob("/content/packages/*.yaml", { eager: true, import: "default" }), packageSchema, "id");
for (const [id, record] of records) parsePackage(`content/packages/${id}.yaml`, record);

/** Every package, in each language, in the order of their `order`. */
export const packageRecords: Bilingual<PackageRecord[]> = bothLocales((locale) =>
  [...records.values()].map((record) => record[locale]).toSorted((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
);
