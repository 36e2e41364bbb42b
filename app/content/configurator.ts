import { z } from "zod";
import buildingTypesData from "/content/configurator/building-types.yaml";
import equipmentData from "/content/configurator/equipment.yaml";
import estimateData from "/content/configurator/estimate.yaml";
import { bothLocales, parseRecord } from "./bilingual";
import { buildingTypeIds, categoryIds, equipmentIds } from "./configurator-ids";
import { fillIn } from "./in-locale";
import { textSchema } from "./types";
import { warrantyTokens } from "./warranties";

// The security configurator's wording (SPEC §9): its equipment, building types and what an estimate says. Their ids
// are app/content/configurator-ids.ts; prices, multipliers and the calculation stay code (app/quote-model/).

const sameIds = (ids: readonly string[], expected: readonly string[]) => ids.join() === expected.join();
const idMeta = { i18n: "duplicate", label: "Id (set by the price table)" };
const itemIds = categoryIds.flatMap((category) => equipmentIds[category]);

const equipmentSchema = z.object({
  categories: z
    .array(
      z.object({
        id: z.enum(categoryIds).meta(idMeta),
        label: textSchema().meta({ label: "Tab" }),
        items: z.array(
          z.object({
            id: z.enum(itemIds).meta(idMeta),
            name: textSchema(),
            unit: textSchema().meta({ label: "Unit (after a price: per camera)" }),
          }),
        ),
      }),
    )
    .refine(
      (categories) =>
        sameIds(
          categories.map((category) => category.id),
          categoryIds,
        ) &&
        categories.every((category) =>
          sameIds(
            category.items.map((item) => item.id),
            equipmentIds[category.id],
          ),
        ),
      `the price table's categories and items, in its order: ${JSON.stringify(equipmentIds)}`,
    ),
});

const buildingTypesSchema = z.object({
  buildingTypes: z
    .array(
      z.object({
        id: z.enum(buildingTypeIds).meta(idMeta),
        name: textSchema(),
        examples: textSchema().meta({ label: "The buildings it stands for" }),
      }),
    )
    .refine(
      (types) =>
        sameIds(
          types.map((type) => type.id),
          buildingTypeIds,
        ),
      `the building types ${buildingTypeIds.join(", ")}, in this order`,
    ),
  /** The disclosure under the building types: what the multipliers mean, as percentages. */
  explainer: z.object({ summary: textSchema(), text: textSchema() }),
});

const estimateTextsSchema = z.object({
  includedWithQuote: z.array(textSchema()).min(1).meta({ label: "What every quote includes" }),
  inclVat: textSchema().meta({ label: "After the estimate bar's total (incl. VAT)" }),
  /** The estimate bar that follows the visitor down the items on phones. */
  estimateBar: z.object({ label: textSchema(), getQuote: textSchema() }),
  confirmation: textSchema().meta({ label: "Once a quote request is sent" }),
});

export const configuratorEquipmentCollection = {
  name: "configurator-equipment",
  label: "Configurator: equipment",
  file: "content/configurator/equipment.yaml",
  schema: equipmentSchema,
};
export const configuratorBuildingTypesCollection = {
  name: "configurator-building-types",
  label: "Configurator: building types",
  file: "content/configurator/building-types.yaml",
  schema: buildingTypesSchema,
};
export const configuratorEstimateCollection = {
  name: "configurator-estimate",
  label: "Configurator: estimate and quote",
  file: "content/configurator/estimate.yaml",
  schema: estimateTextsSchema,
};

const equipment = parseRecord(configuratorEquipmentCollection.file, equipmentData, equipmentSchema);
const buildingTypes = parseRecord(configuratorBuildingTypesCollection.file, buildingTypesData, buildingTypesSchema);
const estimate = parseRecord(configuratorEstimateCollection.file, estimateData, estimateTextsSchema);

/** A building type as the quote and survey forms offer it. */
export type BuildingTypeName = Pick<z.output<typeof buildingTypesSchema>["buildingTypes"][number], "id" | "name">;

/** Everything the configurator says, in one language: what its island receives. */
export type ConfiguratorWording = z.output<typeof equipmentSchema> &
  z.output<typeof buildingTypesSchema> &
  z.output<typeof estimateTextsSchema>;

export const configuratorWording = bothLocales((locale): ConfiguratorWording => ({
  ...equipment[locale],
  ...buildingTypes[locale],
  ...estimate[locale],
  // The warranty by its token ({installationWarranty}): one wording per thing covered (content/pricing/warranties.yaml).
  includedWithQuote: estimate[locale].includedWithQuote.map((text) => fillIn(text, warrantyTokens[locale])),
}));
