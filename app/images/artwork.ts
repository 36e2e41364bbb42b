import { hash53 } from "./prompt";

// The artwork every image slot shows when no generated image exists (DESIGN "Imagery"): a small SVG
// composition chosen deterministically from the topic, so each slot looks intentional, the same
// slot always looks the same, and nothing is fetched. This module decides the composition; the
// component in app/images/components/ImageArtwork.tsx draws it.

export const ARTWORK_PALETTE = {
  navy: "#0B1426",
  navyLight: "#1C2D4F",
  cyan: "#14B8C4",
  amber: "#F5A524",
} as const;

export type ArtworkIcon =
  | "cctv"
  | "fingerprint"
  | "car"
  | "door"
  | "intercom"
  | "phone"
  | "network"
  | "siren"
  | "megaphone"
  | "payment"
  | "key"
  | "house"
  | "farm"
  | "hospital"
  | "school"
  | "factory"
  | "hotel"
  | "landmark"
  | "store"
  | "monitor"
  | "team"
  | "award"
  | "server"
  | "building"
  | "shield";

// First match wins: the more specific topics come first ("parking camera" is about parking).
const ICON_RULES: ReadonlyArray<readonly [RegExp, ArtworkIcon]> = [
  [/finger|biometric|attendance|face recog/, "fingerprint"],
  [/intercom|doorbell/, "intercom"],
  [/dash ?cam|vehicle|\bcar\b|fleet|parking|garage/, "car"],
  [/gate|barrier|entrance|turnstile|\bdoors?\b/, "door"],
  [/telephone|landline|\bphone|pbx|voip/, "phone"],
  [/public address|speaker|announce|megaphone/, "megaphone"],
  [/alarm|intruder|siren|sensor|detector/, "siren"],
  [/\bpos\b|payment|point of sale|checkout/, "payment"],
  [/network|wi-?fi|router|switch|cabling|\bpoe\b/, "network"],
  [/server|data cent|cloud|storage|recorder|\bnvr\b/, "server"],
  [/access|\bcards?\b|\bkeys?\b|\block/, "key"],
  [/control room|monitor|command cent|dashboard|screen/, "monitor"],
  [/cctv|camera|surveillance|video/, "cctv"],
  [/farm|agricultur|livestock|crop/, "farm"],
  [/hospital|health|clinic|medical/, "hospital"],
  [/school|education|universit|campus|class/, "school"],
  [/factory|industrial|warehouse|logistic|plant/, "factory"],
  [/hotel|hospitality|resort/, "hotel"],
  [/bank|financ|government|ministry/, "landmark"],
  [/mall|retail|shop|store/, "store"],
  [/smart home|\bhomes?\b|villa|residen|house/, "house"],
  [/team|leader|engineer|people|staff|employee/, "team"],
  [/award|certif|trophy|recogni/, "award"],
  [/office|building|enterprise|tower|compound/, "building"],
];

export function artworkIcon(topic: string): ArtworkIcon {
  const text = topic.toLowerCase();
  return ICON_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? "shield";
}

export type ArtworkMotif = "rings" | "radar" | "platform" | "circuit";

export interface Artwork {
  /** The viewBox: the shorter side is always 100 units, so strokes look alike at every size. */
  w: number;
  h: number;
  icon: ArtworkIcon;
  motif: ArtworkMotif;
  /** The icon's centre. */
  cx: number;
  cy: number;
  /** Colour of the icon and motif; `secondary` marks small accents. */
  primary: string;
  secondary: string;
  /** Grid cell size, in viewBox units. */
  cell: number;
  /** End of the background gradient's direction vector (x2, y2 in bounding-box units). */
  gradient: readonly [number, number];
  /** Draw the motif, grid accents and corner marks (left out of small slots, where they would be noise). */
  detailed: boolean;
  /** Corner marks like a camera viewfinder. */
  corners: boolean;
}

/** The composition for a topic at a size: the same input always gives the same artwork. */
export function artworkFor(topic: string, width: number, height: number): Artwork {
  let state = hash53(topic.trim().toLowerCase());
  const pick = (n: number) => {
    const value = state % n;
    state = Math.floor(state / n);
    return value;
  };
  const scale = 100 / Math.min(width, height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const motifs: ArtworkMotif[] = ["rings", "radar", "platform", "circuit"];
  const motif = motifs[pick(motifs.length)] ?? "rings";
  // On wide images the icon sits at the centre or a third of the way in, leaving room for the motif.
  const offsets = [0, -1, 1];
  const offset = w > h ? (offsets[pick(offsets.length)] ?? 0) : 0;
  const amberFirst = pick(3) === 0;
  const cells = [8, 10, 12.5];
  const gradients: Array<readonly [number, number]> = [
    [1, 1],
    [0, 1],
    [1, 0],
  ];
  return {
    w,
    h,
    icon: artworkIcon(topic),
    motif,
    cx: Math.round(w / 2 + (offset * w) / 6),
    cy: h / 2,
    primary: amberFirst ? ARTWORK_PALETTE.amber : ARTWORK_PALETTE.cyan,
    secondary: amberFirst ? ARTWORK_PALETTE.cyan : ARTWORK_PALETTE.amber,
    cell: cells[pick(cells.length)] ?? 10,
    gradient: gradients[pick(gradients.length)] ?? [1, 1],
    detailed: Math.min(width, height) >= 160,
    corners: pick(2) === 0,
  };
}
