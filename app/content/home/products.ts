import { z } from "zod";
import data from "/content/home/products.yaml";
import { parseRecord } from "../bilingual";
import { categoryIds, equipmentIds } from "../configurator-ids";
import { anchorSchema, iconSchema, textLinkSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 6 and the /products overview page (SPEC §2): two product sections of four products, each with
// four features (SPEC §9). Names, prices and units come from the configurator's items.
const productEntrySchema = z.object({
  icon: iconSchema,
  /** The configurator item it is priced as. */
  item: z
    .object({ category: z.enum(categoryIds), id: z.string() })
    .refine(({ category, id }) => (equipmentIds[category] as readonly string[]).includes(id), "not an item of that configurator category")
    .meta({ i18n: "duplicate", label: "Configurator item (its name and price)" }),
  description: textSchema(),
  features: z.array(textSchema()).length(4),
});
export type ProductEntry = z.output<typeof productEntrySchema>;

const productsSectionSchema = sectionHeadingSchema.extend({
  priceFrom: textSchema().meta({ label: "Word before a price (From)" }),
  groups: z
    .array(
      z.object({
        id: anchorSchema,
        title: textSchema(),
        intro: textSchema(),
        products: z.array(productEntrySchema).length(4),
      }),
    )
    .length(2),
  configureLink: textLinkSchema,
  /** The home page shows each product without its features; the full list is on /products. */
  allLink: textLinkSchema.meta({ label: "Link to every product (home page)" }),
});

export const productsSectionCollection = {
  name: "home-products",
  label: "Home: products",
  file: "content/home/products.yaml",
  schema: productsSectionSchema,
};

export const productsSection = parseRecord(productsSectionCollection.file, data, productsSectionSchema);
