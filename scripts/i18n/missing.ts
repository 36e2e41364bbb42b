// Lists what the Arabic still lacks for content modules: `npx tsx scripts/i18n/missing.ts app/content/home/hero.ts ...`;
// with `--prune`, also deletes the stale entries from the modules' own catalogues.
// A text counts as translated when any catalogue (`*.ar.ts` under app/) has it; each module's own catalogue
// (`name.ar.ts`, or `name.ar.ts` for `name.en.ts`) is also checked for entries whose English no longer exists
// and for translations that lost or gained a {token}.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { textsOf, tokensOf } from "../../app/i18n/catalogue";
import { readArabicCatalogues } from "./register-arabic";

const catalogues = await readArabicCatalogues();
const all: Record<string, string> = Object.assign({}, ...catalogues.values());

const prune = process.argv.includes("--prune");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Deletes `keys` (and their values, on the same or the next line) from a catalogue file. */
function pruneEntries(file: string, keys: string[]) {
  let text = readFileSync(file, "utf8");
  for (const key of keys) {
    // The formatter writes a key that is a plain word without quotes.
    const quoted = escapeRegExp(JSON.stringify(key));
    const keyPattern = /^[A-Za-z_$][\w$]*$/.test(key) ? `(?:${quoted}|${escapeRegExp(key)})` : quoted;
    const entry = new RegExp(`^\\s*${keyPattern}:\\s*"(?:[^"\\\\]|\\\\.)*",?\\n`, "m");
    text = text.replace(entry, "");
  }
  writeFileSync(file, text);
}

let problems = 0;
for (const file of process.argv.slice(2).filter((arg) => arg !== "--prune")) {
  const source = resolve(file);
  const arabicFile = source.replace(/(\.en)?\.tsx?$/, ".ar.ts");
  const module = await import(pathToFileURL(source).href);
  const texts = textsOf(module);
  const strings = textsOf(module, true);
  const own = catalogues.get(arabicFile) ?? {};
  const missing = [...texts].filter((text) => !(text in all));
  const stale = Object.keys(own).filter((text) => !strings.has(text));
  const tokens = Object.entries(own).filter(([en, ar]) => tokensOf(en).join() !== tokensOf(ar).join());
  if (prune && stale.length > 0) pruneEntries(arabicFile, stale);
  problems += missing.length + (prune ? 0 : stale.length) + tokens.length;
  console.log(`${file}: ${texts.size} texts, ${missing.length} missing, ${stale.length} stale, ${tokens.length} token mismatches`);
  for (const text of missing) console.log(`  missing: ${JSON.stringify(text)}`);
  for (const text of stale) console.log(`  stale:   ${JSON.stringify(text)}`);
  for (const [en] of tokens) console.log(`  tokens:  ${JSON.stringify(en)}`);
}
process.exitCode = problems > 0 ? 1 : 0;
