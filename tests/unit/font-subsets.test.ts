import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_SUBSETS } from "../../scripts/fonts/font-subsets";
import { charactersFetchingFullFiles, FONTS_DIR, subsetFonts, subtractRanges } from "../../scripts/fonts/subset-fonts";

// Decision 041: each face's small core file holds what the pages show, and is what `npm run fonts:subset` writes.

const [inter, plexArabic, plexArabicBold] = FONT_SUBSETS;

/** Every text of the content folder: records (both languages) and message catalogues, as written. */
const contentTexts = readdirSync("content", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(ya?ml|json)$/.test(file))
  .map((file) => readFileSync(path.join("content", file), "utf8"))
  .join("");

describe("font subsets", () => {
  it("are the files and stylesheet the script writes from the installed font packages", async () => {
    const { files, css } = await subsetFonts();
    expect(readFileSync(path.join(FONTS_DIR, "faces.css"), "utf8")).toBe(css);
    for (const [name, bytes] of files) expect(readFileSync(path.join(FONTS_DIR, name)).equals(bytes), name).toBe(true);
    // Small enough to be worth the split: the package's Latin file is 48 KB, its Arabic one 43 KB.
    expect(files.get(inter!.core)!.length).toBeLessThan(24 * 1024);
    expect(files.get(plexArabic!.core)!.length).toBeLessThan(16 * 1024);
    expect(files.get(plexArabicBold!.core)!.length).toBeLessThan(16 * 1024);
  });

  it("give Arabic a drawn bold: a 700 core cut from the package's 700 file, with the 400's characters", () => {
    expect(plexArabicBold!.family).toBe(plexArabic!.family);
    expect(plexArabicBold!.weight).toEqual({ min: 700, max: 700 });
    expect(plexArabicBold!.source).toMatch(/-arabic-700-normal\.woff2$/);
    expect(plexArabicBold!.coreRanges).toEqual(plexArabic!.coreRanges);
    const css = readFileSync(path.join(FONTS_DIR, "faces.css"), "utf8");
    expect(css).toMatch(/font-weight: 700;\s*src: url\("\.\/ibm-plex-sans-arabic-bold-core\.woff2"\)/);
  });

  it("hold every character of every text of the content folder, in both languages", () => {
    expect(contentTexts).toContain("ar:");
    expect(charactersFetchingFullFiles(contentTexts, inter!)).toEqual([]);
    expect(charactersFetchingFullFiles(contentTexts, plexArabic!)).toEqual([]);
    expect(charactersFetchingFullFiles(contentTexts, plexArabicBold!)).toEqual([]);
    // The check can fail: a name with "ü" would fetch Inter's Latin file, a Persian letter Plex's Arabic one.
    expect(charactersFetchingFullFiles("Müller", inter!)).toEqual(["ü"]);
    expect(charactersFetchingFullFiles("گ", plexArabic!)).toEqual(["گ"]);
  });

  it("leave the package's files every character the core does not claim", () => {
    expect(
      subtractRanges(
        [
          [0x00, 0xff],
          [0x2000, 0x206f],
        ],
        [
          [0x20, 0x7e],
          [0xe9, 0xe9],
          [0x2100, 0x2200],
        ],
      ),
    ).toEqual([
      [0x00, 0x1f],
      [0x7f, 0xe8],
      [0xea, 0xff],
      [0x2000, 0x206f],
    ]);
  });
});
