// The weight of each island (docs/decisions/060): what the browser fetches when the widget is reached or used (its
// chunk and every chunk it imports, React and the messages' runtime included, and its own messages in the page's
// language, decision 132) and, with its lazy parts (the chat panel, a form's schema), all it can ever load. On Arabic
// pages the "ar" figures count its Arabic messages in place of its English ones. Read from the built files, gzip
// sizes in KiB; a chunk both need is counted once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { islandMessagesName, registeredIslands } from "../vite/island-messages";
import { KB } from "./budgets";

export interface IslandWeight {
  island: string;
  /** gzip KB fetched to make the widget live. */
  liveKb: number;
  /** gzip KB including what it loads later on use. */
  withLazyKb: number;
  /** The same on an Arabic page, with its Arabic messages. */
  arLiveKb: number;
  arWithLazyKb: number;
  /** Its own messages alone (scripts/vite/island-messages.ts), in English and in Arabic. */
  enMessagesKb: number;
  arMessagesKb: number;
}

const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function closure(assetsDir: string, start: string, followLazy: boolean): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(path.join(assetsDir, file), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) visit(match[1]!);
    if (followLazy) for (const match of code.matchAll(DYNAMIC_IMPORT)) visit(match[1]!);
  };
  visit(start);
  return files;
}

const without = (files: Set<string>, file: string) => new Set([...files].filter((each) => each !== file));

const gzipKb = (assetsDir: string, ...fileSets: Set<string>[]) =>
  [...new Set(fileSets.flatMap((files) => [...files]))].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(assetsDir, file))).length,
    0,
  ) / KB;

/** The built chunk of a lazily loaded module: vite.config.ts names it after the module. */
function chunkOf(assets: string[], modulePath: string, assetsDir: string): string {
  const chunkName = path.basename(modulePath).replace(/\.tsx?$/, "");
  const chunk = assets.find((file) => file.startsWith(`${chunkName}-`));
  if (!chunk) throw new Error(`No chunk ${chunkName}-*.js in ${assetsDir}`);
  return chunk;
}

/** The chunks each island of app/site-script/island-registry.ts loads, from a client build's assets folder. */
export function islandChunks(assetsDir: string) {
  const assets = readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
  const registry = readFileSync(path.resolve("app/site-script/island-registry.ts"), "utf8");
  return registeredIslands(registry).map(({ island, module }) => {
    const chunk = chunkOf(assets, module, assetsDir);
    const messages = {
      en: chunkOf(assets, islandMessagesName(island, "en"), assetsDir),
      ar: chunkOf(assets, islandMessagesName(island, "ar"), assetsDir),
    };
    return {
      island,
      live: new Set([...closure(assetsDir, chunk, false), messages.en]),
      withLazy: new Set([...closure(assetsDir, chunk, true), messages.en]),
      arabicLive: new Set([messages.ar]),
      arabicWithLazy: new Set([messages.ar]),
      messages,
    };
  });
}

/** Every island with its weights. */
export function islandWeights(clientDir: string): IslandWeight[] {
  const assetsDir = path.join(clientDir, "assets");
  return islandChunks(assetsDir).map(({ island, live, withLazy, arabicLive, arabicWithLazy, messages }) => ({
    island,
    liveKb: gzipKb(assetsDir, live),
    withLazyKb: gzipKb(assetsDir, withLazy),
    // On an Arabic page the English messages are not loaded: the Arabic ones are.
    arLiveKb: gzipKb(assetsDir, without(live, messages.en), arabicLive),
    arWithLazyKb: gzipKb(assetsDir, without(withLazy, messages.en), arabicWithLazy),
    enMessagesKb: gzipKb(assetsDir, new Set([messages.en])),
    arMessagesKb: gzipKb(assetsDir, new Set([messages.ar])),
  }));
}
