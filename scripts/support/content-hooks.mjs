// Node module hooks for scripts that tsx runs outside Vite (`npm run leads`, images:generate, the catalogue check):
// content records import as Vite builds them (vite.config.ts, @rollup/plugin-yaml), `/content/…` from the
// repository's root and a YAML file as its data. Registered by ./register-content.mjs.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";

const root = new URL("../../", import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith("/content/")) return { url: new URL(specifier.slice(1), root).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith(".yaml")) return nextLoad(url, context);
  const data = yaml.load(await readFile(fileURLToPath(url), "utf8"));
  return { format: "module", source: `export default ${JSON.stringify(data)};`, shortCircuit: true };
}
