import type { z } from "zod";
import labelsData from "/content/texts/legal.yaml";
import { collectionData, type Bilingual } from "./bilingual";
import type { legalDocumentSchema, legalLabelsSchema } from "./legal.server";

// The privacy notice (Saudi Arabia's Personal Data Protection Law, PDPL; Art. 12: purpose, data, how it is collected,
// processed, stored and destroyed, the rights and how to use them) and the website terms: content/legal/<id>.yaml,
// each section's text as Markdown (app/ui/MarkdownProse.tsx renders it at build), plain data here (./legal.server.ts
// validates it). {company}, {email} and {phone} are filled from the site configuration when shown (fillSiteFacts);
// the registration numbers appear in the footer once configured, never as placeholders.

/** How long form submissions are kept (the privacy notice's "How long we keep it" states it). */
export const leadRetentionDays = 730;

export type LegalDocument = z.output<typeof legalDocumentSchema>;

export const legalDocuments = collectionData<LegalDocument>(import.meta.glob("/content/legal/*.yaml", { eager: true, import: "default" }));

/** {date}: the document's `updated`. */
export const legalLabels = labelsData as Bilingual<z.output<typeof legalLabelsSchema>>;
