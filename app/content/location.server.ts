import { z } from "zod";
import data from "/content/texts/location.yaml";
import { parseRecord } from "./bilingual";
import { addressFields, MAP_SIZE } from "./location";
import { iconCardSchema } from "./types";

const iconSchema = iconCardSchema.shape.icon;

// Our Location's schema and collection, and its validation (./records.server.ts): components read the record as
// plain data (./location.ts), so that zod stays out of the browser's build (docs/decisions/138).

const FILE = "content/texts/location.yaml";

const mapPoint = z
  .object({ x: z.number().min(0).max(MAP_SIZE.width), y: z.number().min(0).max(MAP_SIZE.height) })
  .meta({ i18n: "duplicate", label: "Point (x 0–320 west to east, y 0–200 north to south)" });

export const mapRoadSchema = z.object({
  name: z.string().min(1),
  /** Highways are drawn wider, in amber. */
  kind: z.enum(["highway", "street"]).meta({ i18n: "duplicate" }),
  from: mapPoint,
  to: mapPoint,
});

export const locationSchema = z.object({
  map: z.object({
    label: z.string().min(1).meta({ label: "Description of the map (for screen readers)", widget: "text" }),
    roads: z.array(mapRoadSchema).min(1),
    office: z.object({ at: mapPoint, label: z.string().min(1) }),
    north: z.string().min(1).meta({ label: "North arrow's letter" }),
  }),
  nationalAddressLabels: z.object(
    Object.fromEntries(addressFields.map((key) => [key, z.string().min(1)])) as Record<(typeof addressFields)[number], z.ZodString>,
  ),
  headOfficeTitle: z.string().min(1),
  nationalAddressTitle: z.string().min(1),
  openInMaps: z.string().min(1),
  newTab: z.string().min(1).meta({ label: "Note for screen readers: opens in a new tab" }),
  visitTitle: z.string().min(1),
  visitNotes: z.array(z.object({ icon: iconSchema, title: z.string().min(1), text: z.string().min(1).meta({ widget: "text" }) })),
  officesTitle: z.string().min(1),
  hoursTitle: z.string().min(1),
  emergencyTitle: z.string().min(1),
  emergencyText: z.string().min(1),
});

export const locationCollection = { name: "location", label: "Our Location", file: FILE, schema: locationSchema };

export const locationRecord = parseRecord(FILE, data, locationSchema);
