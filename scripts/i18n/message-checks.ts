// The checks of the message catalogues (content/messages/{en,ar}.json, docs/decisions/132) that no i18n library makes
// on its own. Each returns its faults as lines naming the file and the id; tests/unit/messages.test.ts runs each on a
// faulty fixture (it must find the fault) and on the real catalogues and code (they must have none).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse, type PluralCategory, type Token } from "@messageformat/parser";

/** Messages by language, then by id. */
export type Catalogues = Readonly<Record<string, Readonly<Record<string, string>>>>;

export function readCatalogues(dir: string, locales: readonly string[]): Catalogues {
  return Object.fromEntries(locales.map((locale) => [locale, JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8"))]));
}

const allIds = (catalogues: Catalogues) => [...new Set(Object.values(catalogues).flatMap((messages) => Object.keys(messages)))].sort();
const pluralCategories = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories as PluralCategory[];

/** A message parsed as ICU MessageFormat, with only the plural keys `locale` has; throws when it is not valid. */
const parseMessage = (locale: string, message: string) => parse(message, { cardinal: pluralCategories(locale) });

/** Every id of any language that another lacks, or whose text there is empty. */
export function missingMessages(catalogues: Catalogues): string[] {
  return allIds(catalogues).flatMap((id) =>
    Object.entries(catalogues).flatMap(([locale, messages]) => {
      const message = messages[id];
      if (message === undefined) return [`${locale}.json ${id}: missing`];
      return message.trim() === "" ? [`${locale}.json ${id}: empty`] : [];
    }),
  );
}

/** Every message that is not valid ICU MessageFormat (a plural key the language does not have included). */
export function invalidMessages(catalogues: Catalogues): string[] {
  return Object.entries(catalogues).flatMap(([locale, messages]) =>
    Object.entries(messages).flatMap(([id, message]) => {
      try {
        parseMessage(locale, message);
        return [];
      } catch (error) {
        return [`${locale}.json ${id}: not valid ICU (${(error as Error).message.split("\n")[0]})`];
      }
    }),
  );
}

/** What a message takes: its arguments with their kind, and the numbered tags of rich text (`<0>…</0>`). */
function argumentsOf(tokens: Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === "content") for (const [, tag] of token.value.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag}>`);
    else if (token.type === "argument") found.add(token.arg);
    else if (token.type === "function") found.add(`${token.arg}, ${token.key}`);
    else if (token.type !== "octothorpe") {
      found.add(`${token.arg}, ${token.type}`);
      for (const variant of token.cases) argumentsOf(variant.tokens, found);
    }
  }
  return found;
}

/** Every message whose arguments (or tags) differ from the same message in `reference`. */
export function argumentMismatches(catalogues: Catalogues, reference = "en"): string[] {
  const argumentsIn = (locale: string, message: string) => {
    try {
      return [...argumentsOf(parseMessage(locale, message))].sort().join("; ");
    } catch {
      return undefined; // reported by invalidMessages
    }
  };
  return Object.entries(catalogues)
    .filter(([locale]) => locale !== reference)
    .flatMap(([locale, messages]) =>
      Object.entries(messages).flatMap(([id, message]) => {
        const expected = catalogues[reference]?.[id];
        if (expected === undefined) return [];
        const [own, theirs] = [argumentsIn(locale, message), argumentsIn(reference, expected)];
        return own !== undefined && theirs !== undefined && own !== theirs
          ? [`${locale}.json ${id}: takes [${own}], ${reference}.json [${theirs}]`]
          : [];
      }),
    );
}

function pluralsOf(tokens: Token[], found: { arg: string; keys: string[] }[] = []) {
  for (const token of tokens) {
    if (token.type !== "plural" && token.type !== "select" && token.type !== "selectordinal") continue;
    if (token.type === "plural") found.push({ arg: token.arg, keys: token.cases.map((variant) => variant.key) });
    for (const variant of token.cases) pluralsOf(variant.tokens, found);
  }
  return found;
}

/** Every plural that lacks one of its language's categories (Arabic: zero one two few many other), per CLDR. */
export function missingPluralForms(catalogues: Catalogues): string[] {
  return Object.entries(catalogues).flatMap(([locale, messages]) =>
    Object.entries(messages).flatMap(([id, message]) => {
      let tokens: Token[];
      try {
        tokens = parseMessage(locale, message);
      } catch {
        return []; // reported by invalidMessages
      }
      return pluralsOf(tokens).flatMap(({ arg, keys }) => {
        const lacking = pluralCategories(locale).filter((category) => !keys.includes(category));
        return lacking.length > 0 ? [`${locale}.json ${id}: the plural of {${arg}} lacks ${lacking.join(", ")}`] : [];
      });
    }),
  );
}

/**
 * The message ids a source names: string literals shaped like an id (dotted words) whose first word is one of
 * `namespaces` (the catalogue's, such as `forms`), so that a file name like "app.css" is not taken for one. Ids are
 * always written whole (typed `MessageId`): an id built at run time would not reach an island's messages either.
 */
export function messageIdsIn(source: string, namespaces: ReadonlySet<string>): Set<string> {
  const ids = [...source.matchAll(/["'`]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)["'`]/g)].map((match) => match[1]!);
  return new Set(ids.filter((id) => namespaces.has(id.split(".")[0]!)));
}

/** The first words of a catalogue's ids. */
export const namespacesOf = (messages: Readonly<Record<string, string>>) => new Set(Object.keys(messages).map((id) => id.split(".")[0]!));

/** The ids used in every `.ts`/`.tsx` file under `dir`, by file. */
export function messageIdsUnder(dir: string, namespaces: ReadonlySet<string>): Map<string, Set<string>> {
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  return new Map(files(dir).map((file) => [file, messageIdsIn(readFileSync(file, "utf8"), namespaces)]));
}

/** Every id the code uses that the catalogue lacks, with where. */
export function unknownIds(used: ReadonlyMap<string, ReadonlySet<string>>, messages: Readonly<Record<string, string>>): string[] {
  return [...used].flatMap(([file, ids]) => [...ids].filter((id) => !(id in messages)).map((id) => `${file}: ${id} is in no catalogue`));
}

/** Every id of the catalogue that no code uses. */
export function unusedIds(used: ReadonlyMap<string, ReadonlySet<string>>, messages: Readonly<Record<string, string>>): string[] {
  const all = new Set([...used.values()].flatMap((ids) => [...ids]));
  return Object.keys(messages)
    .filter((id) => !all.has(id))
    .map((id) => `${id}: used nowhere`);
}
