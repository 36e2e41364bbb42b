import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Selectors that make every page slower to style on a phone (decision 166): Chromium re-checks a `:has()` whose
// argument holds a structural pseudo-class or a sibling combinator on changes anywhere in the page, and a `:has()`
// that is the whole last compound of a selector is tried on every element it styles. Written in the app's CSS and in
// Tailwind's arbitrary variants alike.

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(css|tsx?)$/.test(name) ? [full] : [];
  });

/** Each `:has(...)` argument in the text, with the characters just before the `:has`. */
export function hasSelectors(text: string): { before: string; argument: string }[] {
  const found: { before: string; argument: string }[] = [];
  for (let start = text.indexOf(":has("); start !== -1; start = text.indexOf(":has(", start + 1)) {
    let depth = 0;
    let end = start + 4;
    for (; end < text.length; end++) {
      if (text[end] === "(") depth++;
      else if (text[end] === ")" && --depth === 0) break;
    }
    found.push({ before: text.slice(Math.max(0, start - 2), start), argument: text.slice(start + 5, end) });
  }
  return found;
}

/** The text without its comments, which may name `:has()` in prose. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const structural = (argument: string) => /:(nth-|first-child|last-child|only-child|first-of-type|last-of-type)|[+~]/.test(argument);
/** `> :has(` or `, :has(`: a compound that is nothing but the `:has()` (inside `:not(` it is part of one). */
const bare = (before: string) => /[\s>,]$/.test(before);

describe("the stylesheet's :has() selectors", () => {
  const uses = sourceFiles(path.resolve("app")).flatMap((file) =>
    hasSelectors(code(readFileSync(file, "utf8"))).map((use) => ({ file: path.relative(process.cwd(), file), ...use })),
  );

  it("are found where the app uses them", () => {
    expect(uses.some((use) => use.file.endsWith("day-strip.css"))).toBe(true);
    expect(uses.length).toBeGreaterThan(10);
  });

  it("hold no structural pseudo-class or sibling combinator", () => {
    expect(uses.filter((use) => structural(use.argument))).toEqual([]);
  });

  it("are never a compound of their own", () => {
    expect(uses.filter((use) => bare(use.before))).toEqual([]);
  });

  it("would catch the forms that cost", () => {
    const costly = hasSelectors(
      code("/* :has(:nth-child(1)) */ .picker:has(.days > :nth-child(2) :checked) .w, .windows > :has(:checked), :root:not(:has(.x)) {}"),
    );
    expect(costly.map((use) => structural(use.argument))).toEqual([true, false, false]);
    expect(costly.map((use) => bare(use.before))).toEqual([false, true, false]);
  });
});
