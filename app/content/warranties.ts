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
});

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
