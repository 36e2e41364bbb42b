import { z } from "zod";
import data from "/content/templates/printable-page.yaml";
import { parseRecord } from "./bilingual";
import { textSchema } from "./types";

// The words the printable pages share (/brochure/virtual-tour, /roadmap/vision-2030, /specification/technology):
// the print bar and the documents' own headings. Their titles are their page records (content/pages/); what they
// print is the home page's records (tour, timeline, technology) and the configurator's.
const text = textSchema;

export const printablePageSchema = z.object({
  note: text().meta({ label: "Note beside the print button (not printed)" }),
  button: text().meta({ label: "Print button" }),
  pointsOfInterest: text().meta({ label: "Brochure: heading of each location's points of interest" }),
  capabilities: text().meta({ label: "Specification: heading of the platform's capabilities" }),
  equipmentTitle: text().meta({ label: "Specification: heading of the equipment table" }),
  equipmentCaption: text().meta({ label: "Specification: the equipment table's caption (read by screen readers)" }),
  columns: z.object({ category: text(), item: text(), price: text() }).meta({ label: "Specification: the equipment table's columns" }),
  complexityFactors: text()
    .refine((sentence) => sentence.includes("{factors}"), "keep {factors}: the building types with their factors")
    .meta({ label: "Specification: the building factors' sentence ({factors}: each building type with its factor)" }),
});

export const printablePageCollection = {
  name: "printable-page",
  label: "Printable pages: the words of every one",
  file: "content/templates/printable-page.yaml",
  schema: printablePageSchema,
};

export const printableText = parseRecord(printablePageCollection.file, data, printablePageSchema);
