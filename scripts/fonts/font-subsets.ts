// The site's two faces, each split in two: a small "core" file with the characters the pages use, preloaded or
// fetched first, and the package's full file for any other character (a configured name with "ü", say), which the
// browser fetches only on a page that shows one (unicode-range). Read by `npm run fonts:subset`, which writes
// app/shell/fonts/, and by the tests that hold every page to its core file (docs/decisions/041).

/** Inclusive code point ranges. */
export type CodePointRange = readonly [number, number];

/** Invisible format characters (zero-width joiners, bidi marks and isolates): claimed by the core so they never pull in a full file. */
const FORMAT_CHARACTERS: CodePointRange[] = [
  [0x200b, 0x200f],
  [0x2066, 0x2069],
];

export interface FontSubset {
  family: string;
  /** The package's file the core is cut from. */
  source: string;
  /** The package's stylesheet, and the @font-face blocks of it (by their comment) the site declares. */
  packageCss: string;
  packageFaces: RegExp;
  core: string;
  coreRanges: CodePointRange[];
  /** A variable font's weight range kept in the core (the site uses 400 to 700); a static font's one weight. */
  weight: { min: number; max: number };
  display: "swap" | "optional";
  /** OpenType features kept: kerning, marks, contextual forms, tabular figures; the rest of the font's are dropped. */
  features: string[];
}

/** IBM Plex Sans Arabic is static: a file, and a core, per weight. */
function arabicFace(weight: 400 | 700, core: string): FontSubset {
  return {
    family: "IBM Plex Sans Arabic",
    source: `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
    packageCss: `@fontsource/ibm-plex-sans-arabic/${weight}.css`,
    packageFaces: new RegExp(`^ibm-plex-sans-arabic-arabic-${weight}-normal$`),
    core,
    // The letters, marks and punctuation of Modern Standard Arabic and the Arabic-Indic digits visitors may type.
    coreRanges: [[0x60c, 0x60c], [0x61b, 0x61b], [0x61f, 0x61f], [0x621, 0x63a], [0x640, 0x652], [0x660, 0x66d], ...FORMAT_CHARACTERS],
    weight: { min: weight, max: weight },
    // A first visit that has not got it in the browser's short block period keeps the system face for that page (decision 115).
    display: "optional",
    features: ["ccmp", "locl", "isol", "init", "medi", "fina", "rlig", "liga", "calt", "mark", "mkmk", "kern", "curs"],
  };
}

export const FONT_SUBSETS: FontSubset[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    packageCss: "@fontsource-variable/inter/wght.css",
    packageFaces: /^inter-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-wght-normal$/,
    core: "inter-core.woff2",
    // ASCII with its control characters, the Latin-1 signs (no-break space, ©, °, ·), ×, é, dashes, quotes, bullets,
    // the ellipsis and primes.
    coreRanges: [[0x00, 0xbf], [0xd7, 0xd7], [0xe9, 0xe9], [0x2010, 0x2027], [0x2030, 0x203a], ...FORMAT_CHARACTERS],
    weight: { min: 400, max: 700 },
    // A metric-matched fallback (app.css) paints first, so the swap moves nothing.
    display: "swap",
    features: ["kern", "liga", "calt", "case", "tnum", "ccmp", "locl", "mark", "mkmk"],
  },
  arabicFace(400, "ibm-plex-sans-arabic-core.woff2"),
  // Headings, buttons and labels (font-semibold and font-bold both match it) in a drawn bold, not one synthesised
  // from the 400 (decision 163).
  arabicFace(700, "ibm-plex-sans-arabic-bold-core.woff2"),
];

export const inRanges = (codePoint: number, ranges: readonly CodePointRange[]) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
