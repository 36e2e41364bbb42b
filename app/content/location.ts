import type { z } from "zod";
import data from "/content/texts/location.yaml";
import type { Bilingual } from "./bilingual";
import type { locationSchema, mapRoadSchema } from "./location.server";
import type { NationalAddress } from "./site";

// Our Location (/contact/our-location): the head office's map, its national address (a site fact, app/content/site.ts)
// and what a visitor needs on arrival, in content/texts/location.yaml (plain data here: ./location.server.ts validates
// it). The map is drawn for the default office's area in Al Olaya: a head office elsewhere needs its roads and name
// there as well as its address and coordinates in the configuration.

/** A stylised street map in a 320 x 200 box: roads as straight lines, north up, not to scale. */
export const MAP_SIZE = { width: 320, height: 200 } as const;

export type MapRoad = z.output<typeof mapRoadSchema>;

/** The national address's fields in the order Saudi Post (SPL) writes them. */
export const addressFields = ["buildingNumber", "street", "district", "city", "postalCode", "additionalNumber", "shortAddress"] as const;
addressFields satisfies readonly (keyof NationalAddress)[];

export const locationText = data as Bilingual<z.output<typeof locationSchema>>;

/** The national address's fields with their labels in a language's texts, in Saudi Post's order. */
export const nationalAddressFields = (labels: Record<(typeof addressFields)[number], string>) =>
  addressFields.map((key) => ({ key, label: labels[key] }));

/** "Open in Maps": Google Maps' documented search link by coordinates, which opens the app on phones. */
export function mapsHref({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
