// The weight of each island (docs/decisions/060): what the browser fetches when the widget is reached or used (its
// chunk and every chunk it imports, React included) and, with its lazy parts (the chat panel, a form's schema), all
// it can ever load. Read from the built files, gzip sizes in KB.
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

const gzipKb = (assetsDir: string, files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assetsDir, file))).length, 0) / KB;

/** Every island of app/site-script/island-registry.ts with its weights, from a client build's assets folder. */
export function islandWeights(clientDir: string): IslandWeight[] {
  const assetsDir = path.join(clientDir, "assets");
  const assets = readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
  const registry = readFileSync(path.resolve("app/site-script/island-registry.ts"), "utf8");
  return [...registry.matchAll(/(\w+): \(\) => import\("([^"]+)"\)/g)].map(([, island, modulePath]) => {
    // Each island's chunk is named after its module (vite.config.ts).
    const chunkName = path.basename(modulePath!);
    const chunk = assets.find((file) => file.startsWith(`${chunkName}-`));
    if (!chunk) throw new Error(`No chunk for the island ${island} (${chunkName}-*.js) in ${assetsDir}`);
    return {
      island: island!,
      liveKb: gzipKb(assetsDir, closure(assetsDir, chunk, false)),
      withLazyKb: gzipKb(assetsDir, closure(assetsDir, chunk, true)),
    };
  });
}
