// Registers the Arabic catalogues in a process that Vite does not build (the tsx scripts, such as `npm run leads`):
// app/i18n/arabic.ts finds the same `*.ar.ts` files with import.meta.glob, which exists only in Vite's bundles.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Catalogue } from "../../app/i18n/catalogue";
import { registerCatalogue } from "../../app/i18n/localize";

const appDir = fileURLToPath(new URL("../../app", import.meta.url));

export async function registerArabic(): Promise<void> {
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ar.ts"));
  const catalogues = await Promise.all(
    files.map(async (file) => ((await import(pathToFileURL(join(appDir, file)).href)) as { default: Catalogue }).default),
  );
  registerCatalogue("ar", Object.assign({}, ...catalogues));
}
