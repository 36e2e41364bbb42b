import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin, Rollup } from "vite";

// Each island ships only its own messages (docs/decisions/132). `virtual:island-messages` gives hydrate.ts, per island
// of the registry and per language, a loader of a module holding just the messages the island's code names: every
// string literal in the island's module graph (its lazy parts included; comments count too, so keep ids out of them)
// that equals a catalogue id, compiled for Lingui's runtime and written as one `JSON.parse` string (smaller gzip than
// a JSON module). The build fails when an island's messages in a language exceed the budget. The client build also
// writes which ids each island got; the server build reads them back (`virtual:island-message-ids`) so that
// app/ui/Island.tsx renders each island with exactly that share, and a message the walk missed fails the prerender
// instead of the hydration.

const INDEX = "virtual:island-messages";
const IDS = "virtual:island-message-ids";
/** Where the client build leaves the ids of each island, beside Vite's manifest. */
export const ISLAND_MESSAGES_FILE = ".vite/island-messages.json";
/** Issue 24: at most 5 KB gzip of an island's messages in one language. */
export const ISLAND_MESSAGES_BUDGET_BYTES = 5 * 1024;

/** The islands of app/site-script/island-registry.ts and the module each loads: `name: () => import("module")`. */
export function registeredIslands(registrySource: string): { island: string; module: string }[] {
  return [...registrySource.matchAll(/(\w+): \(\) => import\("([^"]+)"\)/g)].map(([, island, module]) => ({
    island: island!,
    module: module!,
  }));
}

/** The chunk name (and module name) of an island's messages in a language. */
export const islandMessagesName = (island: string, locale: string) => `${island}-messages-${locale}`;

const STRING_LITERAL = /["'`]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)["'`]/g;
// `from "x"`, `import "x"`, `import("x")` in the transformed code. A false match only makes the walk read more.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'\n]+)["']/g;

interface Options {
  registry: string;
  /**
   * Parts of the site script that run without React but show messages (name → module): each gets its own messages
   * module, collected and loaded as an island's is (`islandMessages[name][locale]()`).
   */
  scripts?: Readonly<Record<string, string>>;
  catalogueDir: string;
  locales: readonly string[];
  /** A catalogue message as the site shows it: the company's facts filled in before compiling (app/i18n/reply-time.ts). */
  fill?: (locale: string, message: string) => string;
  /** The client build's folder, where the server build finds what the client build collected. */
  clientDir: string;
}

export function islandMessages({ registry, scripts = {}, catalogueDir, locales, fill, clientDir }: Options): Plugin {
  let command: "build" | "serve" = "build";
  const catalogue = (locale: string) => {
    const messages = JSON.parse(readFileSync(path.join(catalogueDir, `${locale}.json`), "utf8")) as Record<string, string>;
    return fill ? Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, fill(locale, text)])) : messages;
  };
  const islands = () => [
    ...registeredIslands(readFileSync(registry, "utf8")),
    ...Object.entries(scripts).map(([island, module]) => ({ island, module })),
  ];
  /** The ids each island's graph names, collected once per build and island for all languages. */
  const collected = new Map<string, Promise<string[]>>();

  async function collectIds(ctx: Rollup.PluginContext, entry: string, ids: ReadonlySet<string>): Promise<string[]> {
    const named = new Set<string>();
    const seen = new Set<string>();
    const walk = async (moduleId: string): Promise<void> => {
      if (seen.has(moduleId) || moduleId.startsWith("\0") || moduleId.includes("?") || moduleId.includes("/node_modules/")) return;
      seen.add(moduleId);
      // Each import resolved here: awaiting `resolveDependencies` inside a load hook hung Rolldown (docs/research).
      const { code } = await ctx.load({ id: moduleId });
      if (!code) return;
      for (const [, literal] of code.matchAll(STRING_LITERAL)) if (ids.has(literal!)) named.add(literal!);
      await Promise.all(
        [...code.matchAll(IMPORT)].map(async ([, source]) => {
          const resolved = await ctx.resolve(source!, moduleId);
          if (resolved && !resolved.external) await walk(resolved.id);
        }),
      );
    };
    await walk(entry);
    return [...named].sort();
  }

  return {
    name: "island-messages",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (this.environment.name === "client") collected.clear();
    },
    resolveId(source) {
      if (source === INDEX || source === IDS || source.startsWith(`${INDEX}/`)) return `\0${source}`;
    },
    async load(id) {
      if (id === `\0${IDS}`) {
        // The development server and the client build collect nothing for the server: islands use the page's messages.
        if (command === "serve" || this.environment.name === "client") return "export default null;";
        const file = path.join(clientDir, ISLAND_MESSAGES_FILE);
        return `export default ${readFileSync(file, "utf8")};`;
      }
      if (id === `\0${INDEX}`) {
        const loaders = islands().map(
          ({ island }) =>
            `${JSON.stringify(island)}: {${locales
              .map(
                (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${INDEX}/${islandMessagesName(island, locale)}`)})`,
              )
              .join(", ")}}`,
        );
        this.addWatchFile(registry);
        return `export const islandMessages = {${loaders.join(",\n")}};`;
      }
      if (!id.startsWith(`\0${INDEX}/`)) return;
      const name = id.slice(`\0${INDEX}/`.length);
      const match = islands().flatMap(({ island, module }) =>
        locales.filter((locale) => islandMessagesName(island, locale) === name).map((locale) => ({ island, module, locale })),
      )[0];
      if (!match) return this.error(`island-messages: no island and language for ${name}`);
      const messages = catalogue(match.locale);
      this.addWatchFile(path.join(catalogueDir, `${match.locale}.json`));
      let ids = Object.keys(messages);
      if (command === "build") {
        if (!collected.has(match.island)) {
          const entry = await this.resolve(match.module, registry);
          if (!entry) return this.error(`island-messages: cannot resolve ${match.module} (${match.island})`);
          collected.set(match.island, collectIds(this, entry.id, new Set(ids)));
        }
        ids = await collected.get(match.island)!;
      }
      const compiled = Object.fromEntries(
        ids.map((messageId) => {
          try {
            return [messageId, compileMessageOrThrow(messages[messageId]!)];
          } catch (error) {
            return this.error(`content/messages/${match.locale}.json: ${messageId}: not valid ICU (${(error as Error).message})`);
          }
        }),
      );
      const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
      const bytes = gzipSync(code).length;
      if (command === "build" && bytes > ISLAND_MESSAGES_BUDGET_BYTES)
        return this.error(
          `island ${match.island}: its ${match.locale} messages are ${bytes} B gzip, over the budget of ${ISLAND_MESSAGES_BUDGET_BYTES} B (${ids.length} messages)`,
        );
      return code;
    },
    async generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      const ids: Record<string, string[]> = {};
      for (const { island } of islands()) {
        const islandIds = collected.get(island);
        if (!islandIds) return this.error(`island-messages: the messages of ${island} were never loaded (app/site-script/hydrate.ts)`);
        ids[island] = await islandIds;
      }
      this.emitFile({ type: "asset", fileName: ISLAND_MESSAGES_FILE, source: `${JSON.stringify(ids, null, 2)}\n` });
    },
  };
}
