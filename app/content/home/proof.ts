import { z } from "zod";
import data from "/content/home/proof.yaml";
import { parseRecord } from "../bilingual";
import { statSchema, textSchema } from "../types";

// The proof band right under the home hero (issue 15): four figures, the sectors served (or partner logos once
// configured) and the registration numbers once configured. The figures' {tokens} are filled from the site
// configuration (fillSiteFacts), so every page shows the same figures.
const proofBandSchema = z.object({
  title: textSchema().meta({ label: "Title (for screen readers)" }),
  figures: z.array(statSchema).length(4).meta({ label: "Figures ({clients}, {projects}, {years}, {satisfaction}: from the settings)" }),
  sectorsLabel: textSchema(),
  partnersLabel: textSchema(),
  registrationLabel: textSchema(),
});

export const proofBandCollection = {
  name: "home-proof",
  label: "Home: proof band",
  file: "content/home/proof.yaml",
  schema: proofBandSchema,
};

export const proofBand = parseRecord(proofBandCollection.file, data, proofBandSchema);
