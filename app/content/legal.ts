import { z } from "zod";
import labelsData from "/content/texts/legal.yaml";
import { parseCollection, parseRecord } from "./bilingual";
import { slugSchema, textSchema } from "./types";

// The privacy notice (Saudi Arabia's Personal Data Protection Law, PDPL; Art. 12: purpose, data, how it is collected,
// processed, stored and destroyed, the rights and how to use them) and the website terms: content/legal/<id>.yaml,
// each section's text as Markdown (app/ui/markdown.tsx renders it at build). {company}, {email} and {phone} are
// filled from the site configuration when shown (fillSiteFacts); the registration numbers appear in the footer once
// configured, never as placeholders.

/** How long form submissions are kept (the privacy notice's "How long we keep it" states it). */
export const leadRetentionDays = 730;

export const legalDocumentSchema = z.object({
  id: slugSchema("Id (the file's name)"),
  path: z
    .string()
    .regex(/^\/legal\/[a-z0-9-]+$/)
    .meta({ i18n: "duplicate", label: "Page path" }),
  /** The date of the last change, as written on the page. */
  updated: textSchema().meta({ label: "Last updated (date as shown)" }),
  sections: z
    .array(
      z.object({
        id: slugSchema("Anchor"),
        title: textSchema(),
        body: textSchema().meta({ widget: "markdown" }),
      }),
    )
    .min(1),
});

export type LegalDocument = z.output<typeof legalDocumentSchema>;

export const legalCollection = { name: "legal", label: "Legal pages", folder: "content/legal", schema: legalDocumentSchema };

export const legalDocuments = parseCollection(
  import.meta.glob("/content/legal/*.yaml", { eager: true, import: "default" }),
  legalDocumentSchema,
);

const LABELS_FILE = "content/texts/legal.yaml";

/** {date}: the document's `updated`. */
export const legalLabelsSchema = z.object({ updatedLabel: z.string().regex(/\{date\}/, "must hold {date}") });

export const legalLabelsCollection = { name: "legal-labels", label: "Legal pages: labels", file: LABELS_FILE, schema: legalLabelsSchema };

export const legalLabels = parseRecord(LABELS_FILE, labelsData, legalLabelsSchema);
