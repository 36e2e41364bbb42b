import { z } from "zod";
import data from "/content/pricing/warranties.yaml";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { textSchema } from "./types";

// The three warranty periods the spec names (SPEC §2, §9), each with what it covers, so that no page shows a bare
// "1-year" or "5-year" (docs/decisions/082): one text per period, in content/pricing/warranties.yaml. Service records
// name them by token ({packageWarranty}), which app/content/services.ts fills in. The FAQ spells out each cover.

export const warrantiesSchema = z.object({
  installation: textSchema().meta({ label: "Installation warranty (workmanship, cabling and configuration)" }),
  equipment: textSchema().meta({ label: "Equipment warranty (repair or replacement of faulty devices)" }),
  package: textSchema().meta({ label: "Package warranty (equipment, installation and repair visits)" }),
  /** What each warranty covers, as the FAQ and decision 082 word it: shown beside the warranty where a page lists it (packages). */
  covers: z
    .object({ installation: textSchema(), equipment: textSchema(), package: textSchema() })
    .meta({ label: "What each warranty covers" }),
});

/** A warranty by its field: installation, equipment or package. */
export const warrantyIds = ["installation", "equipment", "package"] as const;
export type WarrantyId = (typeof warrantyIds)[number];

export const warrantiesCollection = {
  name: "warranties",
  label: "Warranties",
  file: "content/pricing/warranties.yaml",
  schema: warrantiesSchema,
};

export const warranties: Bilingual<z.output<typeof warrantiesSchema>> = parseRecord(warrantiesCollection.file, data, warrantiesSchema);

/** The tokens a record writes for the warranties, with their text in each language. */
export const warrantyTokens = bothLocales((locale) => ({
  installationWarranty: warranties[locale].installation,
  equipmentWarranty: warranties[locale].equipment,
  packageWarranty: warranties[locale].package,
}));
