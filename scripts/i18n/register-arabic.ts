// The Arabic catalogues read from disk, for processes that Vite does not build (the tsx scripts, such as
// `npm run leads`, and the catalogue check): app/i18n/arabic.ts finds the same `*.ar.ts` files with
// import.meta.glob, which exists only in Vite's bundles.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Catalogue } from "../../app/i18n/catalogue";
import { registerCatalogue } from "../../app/i18n/localize";

const appDir = fileURLToPath(new URL("../../app", import.meta.url));

/** Every `*.ar.ts` under app/, by absolute path. */
export async function readArabicCatalogues(): Promise<Map<string, Catalogue>> {
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ar.ts"));
  const entries = await Promise.all(
    files.map(async (file) => {
      const path = join(appDir, file);
      return [path, ((await import(pathToFileURL(path).href)) as { default: Catalogue }).default] as const;
    }),
  );
  return new Map(entries);
}

export async function registerArabic(): Promise<void> {
  registerCatalogue("ar", Object.assign({}, ...(await readArabicCatalogues()).values()));
}
