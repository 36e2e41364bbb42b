import { z } from "zod";
import data from "/content/pages/location.yaml";
import { parseRecord } from "./bilingual";
import { iconSchema } from "./types";
import type { NationalAddress } from "./site";

// Our Location (/contact/our-location): the head office's map, its national address (a site fact, app/content/site.ts)
// and what a visitor needs on arrival, in content/pages/location.yaml. The map is drawn for the default office's area
// in Al Olaya: a head office elsewhere needs its roads and name there as well as its address and coordinates in the
// configuration.

const FILE = "content/pages/location.yaml";

/** A stylised street map in a 320 x 200 box: roads as straight lines, north up, not to scale. */
export const MAP_SIZE = { width: 320, height: 200 } as const;

const mapPoint = z
  .object({ x: z.number().min(0).max(MAP_SIZE.width), y: z.number().min(0).max(MAP_SIZE.height) })
  .meta({ i18n: "duplicate", label: "Point (x 0–320 west to east, y 0–200 north to south)" });
export type MapPoint = z.output<typeof mapPoint>;

const mapRoad = z.object({
  name: z.string().min(1),
  /** Highways are drawn wider, in amber. */
  kind: z.enum(["highway", "street"]).meta({ i18n: "duplicate" }),
  from: mapPoint,
  to: mapPoint,
});
export type MapRoad = z.output<typeof mapRoad>;

/** The national address's fields in the order Saudi Post (SPL) writes them. */
const addressFields = ["buildingNumber", "street", "district", "city", "postalCode", "additionalNumber", "shortAddress"] as const;
addressFields satisfies readonly (keyof NationalAddress)[];

export const locationSchema = z.object({
  map: z.object({
    label: z.string().min(1).meta({ label: "Description of the map (for screen readers)", widget: "text" }),
    roads: z.array(mapRoad).min(1),
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

export const locationText = parseRecord(FILE, data, locationSchema);

/** The national address's fields with their labels in a language's texts, in Saudi Post's order. */
export const nationalAddressFields = (labels: z.output<typeof locationSchema>["nationalAddressLabels"]) =>
  addressFields.map((key) => ({ key, label: labels[key] }));

/** "Open in Maps": Google Maps' documented search link by coordinates, which opens the app on phones. */
export function mapsHref({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
