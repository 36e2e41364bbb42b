import type { IconName } from "./icons";
import type { NationalAddress } from "./site";

// Our Location (/contact/our-location): the head office's map, its national address (a site fact, app/content/site.ts)
// and what a visitor needs on arrival. The map is drawn for the default office's area in Al Olaya: a head office
// elsewhere needs its roads and name here as well as its address and coordinates in the configuration.

export type MapPoint = readonly [x: number, y: number];

export interface MapRoad {
  name: string;
  /** Highways are drawn wider, in amber. */
  kind: "highway" | "street";
  from: MapPoint;
  to: MapPoint;
}

/** A stylised street map in a 320 x 200 box: roads as straight lines, north up, not to scale. */
export const headOfficeMap = {
  label:
    "Map of the area around our head office in Al Olaya, Riyadh: the office lies between King Fahd Road to the west and Olaya Street to the east, south of Al Urubah Road, with the Northern Ring Road further north. Not to scale.",
  width: 320,
  height: 200,
  roads: [
    { name: "Northern Ring Road", kind: "highway", from: [0, 22], to: [320, 22] },
    { name: "Al Urubah Road", kind: "street", from: [0, 96], to: [320, 96] },
    { name: "King Fahd Road", kind: "highway", from: [112, 0], to: [112, 200] },
    { name: "Olaya Street", kind: "street", from: [212, 0], to: [212, 200] },
  ] satisfies MapRoad[],
  office: { at: [162, 140] as MapPoint, label: "Head office" },
  north: "N",
} as const;

/** The national address's fields in the order Saudi Post (SPL) writes them, with their labels. */
export const nationalAddressFields: { key: keyof NationalAddress; label: string }[] = [
  { key: "buildingNumber", label: "Building number" },
  { key: "street", label: "Street" },
  { key: "district", label: "District" },
  { key: "city", label: "City" },
  { key: "postalCode", label: "Postal code" },
  { key: "additionalNumber", label: "Additional number" },
  { key: "shortAddress", label: "Short address" },
];

/** "Open in Maps": Google Maps' documented search link by coordinates, which opens the app on phones. */
export function mapsHref({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

export const locationText = {
  headOfficeTitle: "Our Head Office in Riyadh",
  nationalAddressTitle: "National Address",
  openInMaps: "Open in Maps",
  newTab: "(opens in a new tab)",
  visitTitle: "Visiting Us",
  visitNotes: [
    {
      icon: "square-parking",
      title: "Parking",
      text: "Free visitor parking in the building's basement car park, entered from the service road behind the building. Tell the attendant you are visiting us.",
    },
    {
      icon: "door-open",
      title: "Entrance",
      text: "Use the main lobby entrance facing Olaya Street. Reception in the lobby shows you to our office.",
    },
    {
      icon: "accessibility",
      title: "Accessibility",
      text: "Step-free from the car park and the main entrance, with lifts to every floor. Call ahead and we meet you at your car.",
    },
    {
      icon: "id-card",
      title: "Visitor registration",
      text: "Bring your national ID, Iqama or passport: the lobby reception registers every visitor. Booked visits are registered ahead, so you go straight up.",
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  officesTitle: "Our Offices",
  hoursTitle: "Business Hours",
  emergencyTitle: "Emergency Line",
  emergencyText: "Emergency response within 15 minutes, around the clock.",
};
