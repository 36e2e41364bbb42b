import { z } from "zod";
import data from "/content/forms/consent.yaml";
import { parseRecord } from "./bilingual";

// The consent texts' schema and collection, and their validation: islands read the record as plain data
// (./consent.ts) so that zod stays out of the browser's build; the server validates it here (./records.server.ts; until the islands take it as props, docs/decisions/142).
// The texts are legal wording: change them with the privacy notice, and move `consent.version` (./consent.ts).

const FILE = "content/forms/consent.yaml";
const text = (label: string) => z.string().min(1).meta({ label, widget: "text" });

export const consentSchema = z.object({
  text: text("Consent box (required)"),
  marketing: text("Marketing box (optional)"),
  newsletter: text("Newsletter sign-up consent"),
  notice: z
    .object({
      title: z.string().min(1),
      items: z.array(z.object({ label: z.string().min(1), text: z.string().min(1).meta({ widget: "text" }) })).min(1),
      fullNotice: z.string().min(1).meta({ label: "Link to the privacy notice" }),
    })
    .meta({ label: "Collection notice beside the consent box" }),
});

export const consentCollection = { name: "consent", label: "Consent texts", file: FILE, schema: consentSchema };

export const consentRecord = parseRecord(FILE, data, consentSchema);
