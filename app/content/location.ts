import { z } from "zod";
import data from "/content/texts/location.yaml";
import { parseRecord } from "./bilingual";
import type { NationalAddress } from "./site";
import { iconSchema, textSchema } from "./types";

// Our Location (/contact/our-location): the head office's map, its national address (a site fact, app/content/site.ts)
// and what a visitor needs on arrival, in content/texts/location.yaml. The map is drawn for the default office's area
// in Al Olaya: a head office elsewhere needs its roads and name there as well as its address and coordinates in the
// configuration.

/** A stylised street map in a 320 x 200 box: roads as straight lines, north up, not to scale. */
export const MAP_SIZE = { width: 320, height: 200 } as const;

/** The national address's fields in the order Saudi Post (SPL) writes them. */
export const addressFields = ["buildingNumber", "street", "district", "city", "postalCode", "additionalNumber", "shortAddress"] as const;
addressFields satisfies readonly (keyof NationalAddress)[];

const FILE = "content/texts/location.yaml";

const mapPoint = z
  .object({ x: z.number().min(0).max(MAP_SIZE.width), y: z.number().min(0).max(MAP_SIZE.height) })
  .meta({ i18n: "duplicate", label: "Point (x 0–320 west to east, y 0–200 north to south)" });

export const mapRoadSchema = z.object({
  name: textSchema(),
  /** Highways are drawn wider, in amber. */
  kind: z.enum(["highway", "street"]).meta({ i18n: "duplicate" }),
  from: mapPoint,
  to: mapPoint,
});

export const locationSchema = z.object({
  map: z.object({
    label: textSchema().meta({ label: "Description of the map (for screen readers)", widget: "text" }),
    roads: z.array(mapRoadSchema).min(1),
    office: z.object({ at: mapPoint, label: textSchema() }),
    north: textSchema().meta({ label: "North arrow's letter" }),
  }),
  nationalAddressLabels: z.object(
    Object.fromEntries(addressFields.map((key) => [key, textSchema()])) as Record<
      (typeof addressFields)[number],
      ReturnType<typeof textSchema>
    >,
  ),
  headOfficeTitle: textSchema(),
  nationalAddressTitle: textSchema(),
  openInMaps: textSchema(),
  newTab: textSchema().meta({ label: "Note for screen readers: opens in a new tab" }),
  visitTitle: textSchema(),
  visitNotes: z.array(z.object({ icon: iconSchema, title: textSchema(), text: textSchema().meta({ widget: "text" }) })),
  officesTitle: textSchema(),
  hoursTitle: textSchema(),
  emergencyTitle: textSchema(),
  emergencyText: textSchema(),
});

export const locationCollection = { name: "location", label: "Our Location", file: FILE, schema: locationSchema };

export const locationText = parseRecord(FILE, data, locationSchema);

export type MapRoad = z.output<typeof mapRoadSchema>;

/** The national address's fields with their labels in a language's texts, in Saudi Post's order. */
export const nationalAddressFields = (labels: Record<(typeof addressFields)[number], string>) =>
  addressFields.map((key) => ({ key, label: labels[key] }));

/** "Open in Maps": Google Maps' documented search link by coordinates, which opens the app on phones. */
export function mapsHref({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
