import { readFile } from "node:fs/promises";
import { load as parseYaml } from "js-yaml";

// Module hooks for ./content-files.mjs.
const root = new URL("../../", import.meta.url);

export async function resolve(specifier, context, next) {
  if (specifier.startsWith("/content/")) return { url: new URL(`.${specifier}`, root).href, shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith("file:") || !url.endsWith(".yaml")) return next(url, context);
  const data = parseYaml(await readFile(new URL(url), "utf8"));
  return { format: "module", source: `export default ${JSON.stringify(data)};`, shortCircuit: true };
}
