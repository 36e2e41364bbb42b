// npm run fonts:subset — cuts each face's core file from the font package and writes app/shell/fonts/: the core
// files and faces.css, which declares each core with its characters and the package's own files for every other
// character (docs/decisions/041). The output is committed; tests/unit/font-subsets.test.ts holds it to this script.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";
import { FONT_SUBSETS, inRanges, type CodePointRange, type FontSubset } from "./font-subsets";

export const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/shell/fonts");
const require = createRequire(import.meta.url);

const parseRanges = (value: string): CodePointRange[] =>
  value.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });

const formatRanges = (ranges: readonly CodePointRange[]) =>
  ranges
    .map(([first, last]) => {
      const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
      return first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`;
    })
    .join(", ");

/** What is left of `ranges` once every code point of `taken` is removed. */
export function subtractRanges(ranges: readonly CodePointRange[], taken: readonly CodePointRange[]): CodePointRange[] {
  let left: CodePointRange[] = [...ranges];
  for (const [takenFirst, takenLast] of taken)
    left = left.flatMap(([first, last]): CodePointRange[] => {
      if (takenLast < first || takenFirst > last) return [[first, last]];
      const pieces: CodePointRange[] = [];
      if (first < takenFirst) pieces.push([first, takenFirst - 1]);
      if (last > takenLast) pieces.push([takenLast + 1, last]);
      return pieces;
    });
  return left;
}

const codePoints = (ranges: readonly CodePointRange[]) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join("");

interface PackageFace {
  name: string;
  /** The package's woff2 file, as a URL from app/shell/fonts/. */
  url: string;
  weight: string;
  /** The face's range with the core's characters taken out. */
  ranges: CodePointRange[];
}

/** The package's faces the site declares, left with every character the core does not claim. */
function packageFaces(subset: FontSubset): PackageFace[] {
  const cssFile = require.resolve(subset.packageCss);
  const filesDir = path
    .relative(FONTS_DIR, path.join(path.dirname(cssFile), "files"))
    .split(path.sep)
    .join("/");
  const blocks = [...readFileSync(cssFile, "utf8").matchAll(/\/\* ([\w-]+) \*\/\s*@font-face \{([^}]*)\}/g)];
  return blocks
    .filter(([, name]) => subset.packageFaces.test(name!))
    .map(([, name, body]) => ({
      name: name!,
      url: `${filesDir}/${/url\(\.\/files\/([^)]+\.woff2)\)/.exec(body!)![1]}`,
      weight: /font-weight:\s*([^;]+);/.exec(body!)![1]!,
      ranges: subtractRanges(parseRanges(/unicode-range:\s*([^;]+);/.exec(body!)![1]!), subset.coreRanges),
    }))
    .filter((face) => face.ranges.length > 0);
}

/** The distinct characters of `text` that would make a browser fetch one of the package's full files instead of the core. */
export function charactersFetchingFullFiles(text: string, subset: FontSubset): string[] {
  const ranges = packageFaces(subset).flatMap((face) => face.ranges);
  return [...new Set(text)].filter((char) => inRanges(char.codePointAt(0)!, ranges));
}

const packageFaceCss = (subset: FontSubset, face: PackageFace) =>
  `/* ${face.name}: the package's file, for characters outside the core */\n` +
  `@font-face { font-family: "${subset.family}"; font-style: normal; font-display: ${subset.display}; font-weight: ${face.weight};` +
  ` src: url("${face.url}") format("woff2"); unicode-range: ${formatRanges(face.ranges)}; }`;

function coreFace(subset: FontSubset): string {
  const { min, max } = subset.weight;
  return (
    `/* ${subset.core}: the characters the pages use */\n` +
    `@font-face { font-family: "${subset.family}"; font-style: normal; font-display: ${subset.display};` +
    ` font-weight: ${min === max ? min : `${min} ${max}`}; src: url("./${subset.core}") format("woff2");` +
    ` unicode-range: ${formatRanges(subset.coreRanges)}; }`
  );
}

/** The core files and faces.css, as the script writes them. */
export async function subsetFonts(): Promise<{ files: Map<string, Buffer>; css: string }> {
  const files = new Map<string, Buffer>();
  const faces: string[] = [];
  for (const subset of FONT_SUBSETS) {
    const { min, max } = subset.weight;
    const variable = subset.source.includes("-wght-");
    const core = await subsetFont(readFileSync(require.resolve(subset.source)), codePoints(subset.coreRanges), {
      targetFormat: "woff2",
      keepFeatures: subset.features,
      ...(variable ? { variationAxes: { wght: { min, max } } } : {}),
    });
    files.set(subset.core, core);
    // The package's faces first: where two faces' ranges could meet, the one declared last is tried first.
    faces.push(...packageFaces(subset).map((face) => packageFaceCss(subset, face)), coreFace(subset));
  }
  const header = "/* Written by `npm run fonts:subset` (scripts/fonts/): edit the script, not this file. */";
  const css = await format([header, ...faces].join("\n"), { ...(await resolveConfig(FONTS_DIR)), parser: "css" });
  return { files, css };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, css } = await subsetFonts();
  for (const [name, bytes] of files) {
    writeFileSync(path.join(FONTS_DIR, name), bytes);
    console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(path.join(FONTS_DIR, "faces.css"), css);
  console.log(`faces.css written in ${path.relative(process.cwd(), FONTS_DIR)}`);
}
