import { reactRouter } from "@react-router/dev/vite";
import yaml from "@rollup/plugin-yaml";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import reactRouterConfig from "./react-router.config";
import { parse as parseYaml } from "yaml";
import { fillReplyTime, replyWithinHoursOf } from "./app/i18n/reply-time";
import { locales, type Locale } from "./app/i18n/locale";
import { galleryImages } from "./scripts/vite/gallery-images";
import { islandMessages } from "./scripts/vite/island-messages";
import { adminFiles } from "./server/admin-vite-plugin";

// Pages ship no React Router runtime (docs/decisions/060): the browser gets one small module, the site script,
// which enhances the shell and hydrates islands. React and React DOM form one chunk every island shares.
const SITE_SCRIPT = "app/site-script/site-script.ts";

/**
 * The chunk of an island's module, named after the lazily loaded modules (islands, the chat panel, form schemas)
 * that reach it: one chunk per set of owners, so a widget loads only what it uses. Without this the route modules,
 * which the browser never loads, would cut the islands' code into dozens of tiny chunks. Code only pages or the
 * site script reach is left to the default split.
 */
function islandChunkName(id: string, ctx: ChunkingContext): string | null {
  const owners = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    if (current.endsWith(SITE_SCRIPT)) return null;
    if (info.dynamicImporters.length > 0) owners.add(current);
    else if (!info.isEntry) stack.push(...info.importers);
  }
  if (owners.size === 0) return null;
  const names = [...owners].map((owner) => path.basename(owner).replace(/\.[^.]+$/, "")).sort();
  return names.length === 1 ? names[0]! : `shared-${names.join("-")}`;
}

const clientChunks = {
  groups: [
    { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 1 },
    { name: islandChunkName, debugName: "islands", includeDependenciesRecursively: false },
  ],
};

/**
 * Builds the site script as an entry of the client build and gives the server its hashed URL through
 * `virtual:site-script` (read from the client build's manifest, which React Router builds before the server).
 */
function siteScript(): Plugin {
  const virtualId = "virtual:site-script";
  let command: "build" | "serve" = "build";
  return {
    name: "site-script",
    configResolved(config) {
      command = config.command;
    },
    configEnvironment(name) {
      // The islands' chunking (includeDependenciesRecursively: false) needs entries free to gain exports. React
      // Router asks for exact route module signatures, but the browser never loads those modules.
      if (name === "client") return { build: { rollupOptions: { preserveEntrySignatures: "allow-extension" } } };
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client")
        this.emitFile({ type: "chunk", id: SITE_SCRIPT, name: "site", preserveSignature: false });
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return;
      if (command === "serve") return `export default "/${SITE_SCRIPT}";`;
      // The client build's copy of the root route never renders the document: it needs no URL.
      if (this.environment.name === "client") return `export default "";`;
      const manifestPath = path.resolve(reactRouterConfig.buildDirectory ?? "build", "client/.vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string }>;
      const entry = manifest[SITE_SCRIPT];
      if (!entry) throw new Error(`${SITE_SCRIPT} is missing from ${manifestPath}`);
      return `export default ${JSON.stringify(`/${entry.file}`)};`;
    },
  };
}

const CONTENT_SCHEMAS_STAND_IN = "\0content-schemas-stand-in";

/**
 * The content records' schemas (classic zod, imported by app/content/) run on the server only (docs/decisions/142):
 * a collection module holds its schema and validates its records, and only pages import it. Route modules are built
 * for the browser but never loaded there, so in the client build `zod` imported from app/content/ is a stand-in that
 * throws if ever run; with classic zod in that build, tree-shaking would keep in the forms' zod chunk (zod/mini) all
 * the code classic zod uses, tripling it. An island gets its records as props (decision 140): if the site script or
 * an island reaches the stand-in, the build fails naming the path.
 */
function contentSchemasOnServer(): Plugin {
  return {
    name: "content-schemas-on-server",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id, importer) {
      if (id === "zod" && importer && /[\\/]app[\\/]content[\\/]/.test(importer)) return CONTENT_SCHEMAS_STAND_IN;
    },
    load(id) {
      if (id !== CONTENT_SCHEMAS_STAND_IN) return;
      const error = "Content schemas run on the server only: an island imports a module of app/content/ that has one.";
      return `export const z = new Proxy({}, { get() { throw new Error(${JSON.stringify(error)}); } });`;
    },
    buildEnd(error) {
      if (error) return;
      // Up from the stand-in through the modules that import it: a way to the site script is a way into the browser.
      const next = new Map<string, string>();
      const stack = [CONTENT_SCHEMAS_STAND_IN];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (id.endsWith(SITE_SCRIPT)) {
          const chain = [id];
          while (chain.at(-1) !== CONTENT_SCHEMAS_STAND_IN) chain.push(next.get(chain.at(-1)!)!);
          const files = chain.slice(0, -1).map((file) => path.relative(process.cwd(), file));
          this.error(`A module the browser loads imports a content schema (docs/decisions/142): ${files.join(" → ")} → zod`);
        }
        const info = this.getModuleInfo(id);
        for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])])
          if (!next.has(importer)) {
            next.set(importer, id);
            stack.push(importer);
          }
      }
    },
  };
}

/** The reply-time promise islands' messages state (app/i18n/reply-time.ts); the build validates the file itself. */
const replyWithinHours = replyWithinHoursOf(parseYaml(readFileSync("content/settings/company.yaml", "utf8")));

export default defineConfig(({ isSsrBuild }) => ({
  // yaml(): content records (content/**/*.yaml) import as data (app/content/bilingual.ts).
  plugins: [
    yaml(),
    tailwindcss(),
    reactRouter(),
    siteScript(),
    contentSchemasOnServer(),
    // Each island's own messages (docs/decisions/132).
    islandMessages({
      registry: path.resolve("app/site-script/island-registry.ts"),
      // The image slots' buttons on content pages (app/site-script/site-script.ts).
      scripts: { imageSlots: "~/images/browser/enhance" },
      catalogueDir: path.resolve("content/messages"),
      locales,
      fill: (locale, message) => fillReplyTime(message, locale as Locale, replyWithinHours),
      clientDir: path.resolve(reactRouterConfig.buildDirectory ?? "build", "client"),
    }),
    // The content editor's files at /admin/ (server/admin-vite-plugin.ts).
    adminFiles(),
    // The gallery's photos in AVIF and WebP, several widths each, cached by content hash (docs/decisions/146).
    galleryImages({ root: path.resolve("."), cacheDir: path.resolve("node_modules/.cache/gallery-images") }),
  ],
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is server/main.ts: React Router's build plus the HTTP server, worker and jobs.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" } } : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
