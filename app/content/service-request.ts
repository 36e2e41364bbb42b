import { z } from "zod";
import data from "/content/texts/service-request.yaml";
import { serviceSystems, serviceUrgencies } from "./service-request-choices";
import { parseRecord, type Bilingual } from "./bilingual";
import { textSchema } from "./types";

// The service request's page (issue 26, docs/decisions/158): its texts, the systems and the urgencies the form offers
// in each language (their values, stored with a lead, are ./service-request-choices.ts), and the
// emergency line's words; the number itself is the company settings' emergency phone.

const FILE = "content/texts/service-request.yaml";

/** A choice: the value stored with a request and its words. */
const choiceSchema = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.object({ value: z.enum(values).meta({ i18n: "duplicate", label: "Value (stored with the request)" }), label: textSchema() });

/** Every value once, in the stored order. */
const inOrder =
  (values: readonly string[]) =>
  (choices: readonly { value: string }[]): boolean =>
    choices.map((choice) => choice.value).join() === values.join();

export const serviceRequestPageSchema = z.object({
  intro: textSchema("Opening paragraph").meta({ widget: "text" }),
  formHeading: textSchema("The form's heading"),
  formIntro: textSchema("Under the form's heading").meta({ widget: "text" }),
  systems: z
    .array(choiceSchema(serviceSystems))
    .refine(inOrder(serviceSystems), `every system once, in order: ${serviceSystems.join(", ")}`)
    .meta({ label: "Systems offered" }),
  urgencies: z
    .array(choiceSchema(serviceUrgencies).extend({ hint: textSchema("Under the choice") }))
    .refine(inOrder(serviceUrgencies), `every urgency once, in order: ${serviceUrgencies.join(", ")}`)
    .meta({ label: "Urgencies offered" }),
  emergency: z
    .object({
      heading: textSchema("Heading"),
      text: textSchema("Text").meta({ widget: "text" }),
      call: textSchema("The call button (the number follows)"),
      chosen: textSchema("Said in the form when emergency is chosen").meta({ widget: "text" }),
    })
    .meta({ label: "The emergency line (its number is the company settings' emergency phone)" }),
});

export type ServiceRequestPageText = z.output<typeof serviceRequestPageSchema>;
export type ServiceRequestChoice = ServiceRequestPageText["systems"][number];
export type ServiceRequestUrgency = ServiceRequestPageText["urgencies"][number];

export const serviceRequestPageCollection = {
  name: "service-request-page",
  label: "Service request page",
  file: FILE,
  schema: serviceRequestPageSchema,
};

export const serviceRequestPage: Bilingual<ServiceRequestPageText> = parseRecord(FILE, data, serviceRequestPageSchema);
