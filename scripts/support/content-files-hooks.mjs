import { globSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { load as parseYaml } from "js-yaml";

// Module hooks for ./content-files.mjs.
const root = new URL("../../", import.meta.url);

export async function resolve(specifier, context, next) {
  if (specifier.startsWith("/content/")) return { url: new URL(`.${specifier}`, root).href, shortCircuit: true };
  return next(specifier, context);
}

// `import.meta.glob("/content/…", { … })` as app code writes it: a pattern string and an options object literal.
const GLOB_CALL = /import\.meta\.glob\(\s*(["'])([^"']+)\1\s*(?:,\s*(\{[^{}]*\}))?\s*\)/g;

/** What Vite puts in place of a glob call: the files' data by path (`eager`), or functions that give it. */
function globLiteral(pattern, options = "") {
  const eager = /\beager:\s*true\b/.test(options);
  const name = /\bimport:\s*["'](\w+)["']/.exec(options)?.[1];
  const entries = globSync(pattern.replace(/^\//, ""), { cwd: fileURLToPath(root) })
    .sort()
    .map((file) => {
      const data = parseYaml(readFileSync(new URL(file, root), "utf8"));
      const value = JSON.stringify(name === "default" ? data : name ? data[name] : { default: data, ...data });
      return `${JSON.stringify(`/${file}`)}: ${eager ? value : `() => Promise.resolve(${value})`}`;
    });
  return `{${entries.join(", ")}}`;
}

export async function load(url, context, next) {
  if (url.startsWith("file:") && url.endsWith(".yaml")) {
    const data = parseYaml(await readFile(new URL(url), "utf8"));
    return { format: "module", source: `export default ${JSON.stringify(data)};`, shortCircuit: true };
  }
  const result = await next(url, context);
  // A collection module's glob of content files (app/content/), read from disk.
  if (!url.startsWith("file:") || url.includes("/node_modules/") || result.source == null) return result;
  const source = String(result.source);
  if (!source.includes("import.meta.glob(")) return result;
  return { ...result, source: source.replace(GLOB_CALL, (_call, _quote, pattern, options) => globLiteral(pattern, options)) };
}
