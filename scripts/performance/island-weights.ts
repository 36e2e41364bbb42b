// The weight of each island (docs/decisions/060): what the browser fetches when the widget is reached or used (its
// chunk and every chunk it imports, React included) and, with its lazy parts (the chat panel, a form's schema), all
// it can ever load. On Arabic pages a widget also loads the Arabic catalogue (app/site-script/hydrate.ts), counted in the
// "ar" figures. Read from the built files, gzip sizes in KB; a chunk both need is counted once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { KB } from "./budgets";

export interface IslandWeight {
  island: string;
  /** gzip KB fetched to make the widget live. */
  liveKb: number;
  /** gzip KB including what it loads later on use. */
  withLazyKb: number;
  /** The same on an Arabic page, the Arabic catalogue's chunks included. */
  arLiveKb: number;
  arWithLazyKb: number;
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
  const arabic = chunkOf(assets, "app/i18n/arabic.ts", assetsDir);
  return [...registry.matchAll(/(\w+): \(\) => import\("([^"]+)"\)/g)].map(([, island, modulePath]) => {
    const chunk = chunkOf(assets, modulePath!, assetsDir);
    return {
      island: island!,
      live: closure(assetsDir, chunk, false),
      withLazy: closure(assetsDir, chunk, true),
      arabicLive: closure(assetsDir, arabic, false),
      arabicWithLazy: closure(assetsDir, arabic, true),
    };
  });
}

/** Every island with its weights. */
export function islandWeights(clientDir: string): IslandWeight[] {
  const assetsDir = path.join(clientDir, "assets");
  return islandChunks(assetsDir).map(({ island, live, withLazy, arabicLive, arabicWithLazy }) => ({
    island,
    liveKb: gzipKb(assetsDir, live),
    withLazyKb: gzipKb(assetsDir, withLazy),
    arLiveKb: gzipKb(assetsDir, live, arabicLive),
    arWithLazyKb: gzipKb(assetsDir, withLazy, arabicWithLazy),
  }));
}
