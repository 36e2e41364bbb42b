import { z } from "zod";
import labelsData from "/content/texts/legal.yaml";
import { parseCollection, parseRecord } from "./bilingual";

// The legal pages' schemas and collections, and their validation (./records.server.ts): the page reads the records as
// plain data (./legal.ts), so that zod stays out of the browser's build (docs/decisions/138).

const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and hyphens");

export const legalDocumentSchema = z.object({
  id: anchor.meta({ i18n: "duplicate", label: "Id (the file's name)" }),
  path: z
    .string()
    .regex(/^\/legal\/[a-z0-9-]+$/)
    .meta({ i18n: "duplicate", label: "Page path" }),
  /** The date of the last change, as written on the page. */
  updated: z.string().min(1).meta({ label: "Last updated (date as shown)" }),
  sections: z
    .array(
      z.object({
        id: anchor.meta({ i18n: "duplicate", label: "Anchor" }),
        title: z.string().min(1),
        body: z.string().min(1).meta({ widget: "markdown" }),
      }),
    )
    .min(1),
});

export const legalCollection = { name: "legal", label: "Legal pages", folder: "content/legal", schema: legalDocumentSchema };

export const legalRecords = parseCollection(
  import.meta.glob("/content/legal/*.yaml", { eager: true, import: "default" }),
  legalDocumentSchema,
);

const LABELS_FILE = "content/texts/legal.yaml";

/** {date}: the document's `updated`. */
export const legalLabelsSchema = z.object({ updatedLabel: z.string().regex(/\{date\}/, "must hold {date}") });

export const legalLabelsCollection = { name: "legal-labels", label: "Legal pages: labels", file: LABELS_FILE, schema: legalLabelsSchema };

export const legalLabelsRecord = parseRecord(LABELS_FILE, labelsData, legalLabelsSchema);
