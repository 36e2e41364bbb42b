import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layout docs/architecture.md describes, held as rules: feature folders under app/, server-only code named
// *.server.ts, content that depends on nothing but content, migrations that depend on no application code, scripts
// that depend on no test.

const appDir = path.resolve("app");
const sourceFiles = (dir: string, pattern = /\.tsx?$/): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
const files = sourceFiles(appDir);
const migrationsDir = path.join(appDir, "db", "migrations");
const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1]!);
/** The app folder an import lands in ("content", "leads", ...), or undefined for packages. */
const folderOf = (file: string, specifier: string) => {
  const target = specifier.startsWith("~/")
    ? path.join(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : undefined;
  return target?.startsWith(appDir + path.sep) ? path.relative(appDir, target).split(path.sep)[0] : undefined;
};
const relative = (file: string) => path.relative(appDir, file);
/** The source file an app import names (`~/leads/store.server` → app/leads/store.server.ts). */
const resolveSource = (file: string, specifier: string) => {
  const target = specifier.startsWith("~/") ? path.join(appDir, specifier.slice(2)) : path.resolve(path.dirname(file), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find((candidate) => files.includes(candidate)) ?? target;
};
const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe("the app layout", () => {
  it("keeps only framework entries at the app root", () => {
    const loose = readdirSync(appDir).filter((name) => statSync(path.join(appDir, name)).isFile());
    expect(loose.sort()).toEqual(["app.css", "entry.server.tsx", "load-context.ts", "root.tsx", "routes.ts"]);
  });

  it("lets only *.server modules import Node built-ins", () => {
    const offenders = files
      .filter((file) => !/\.server\.tsx?$/.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => nodeBuiltins.has(specifier.split("/")[0]!) || nodeBuiltins.has(specifier))
          .map((specifier) => `${relative(file)}: ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it("keeps content as data: app/content imports nothing outside app/content but the language helpers", () => {
    const offenders = files
      .filter((file) => relative(file).startsWith(`content${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => {
            const folder = folderOf(file, specifier);
            return folder !== undefined && !["content", "i18n"].includes(folder);
          })
          .map((specifier) => `${relative(file)}: ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it("keeps the lead pipeline generic: nothing it reaches imports a feature; only app/forms registers them", () => {
    // The pipeline: every server module of app/leads (submission, store, outbox, worker, channels, the endpoint, the
    // CLI's exports) and all they import. Form kinds reach it only through app/forms/registry.server.ts; the forms'
    // own schemas and components, which the browser loads by path, are reached from there, not from the pipeline.
    const below = new Set(["leads", "content", "config", "db", "security", "i18n"]);
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        const folder = folderOf(file, specifier);
        if (folder === undefined) continue;
        if (!below.has(folder)) offenders.push(`${relative(file)}: ${specifier}`);
        else visit(resolveSource(file, specifier));
      }
    };
    files.filter((file) => relative(file).startsWith(`leads${path.sep}`) && /\.server\.ts$/.test(file)).forEach(visit);
    expect(seen.size).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it("freezes migrations: app/db/migrations imports only kysely, zod and its own folder", () => {
    const offenders = files
      .filter((file) => path.dirname(file) === migrationsDir)
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => !["kysely", "zod"].includes(specifier))
          .filter((specifier) => !specifier.startsWith(".") || path.dirname(path.resolve(migrationsDir, specifier)) !== migrationsDir)
          .map((specifier) => `${relative(file)}: ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });
});

// The layers of docs/architecture.md as data: each unit (a folder of app/, a part of one, or a top-level file) in its
// layer. An import goes to its own unit, to a lower layer, or to another unit of its own layer, never up; the
// longest unit that holds a file is its unit ("leads/components" before "leads").
const layerOf: Record<string, number> = {
  // 1 data and platform (i18n here: the language helpers import nothing, and content's catalogues are typed by them)
  i18n: 1,
  content: 1,
  config: 1,
  db: 1,
  security: 1,
  // 2 kit: components and the form kit, the page context, the page frame, seo, the forms' contract (schemas)
  ui: 2,
  "page-context": 2,
  shell: 2,
  seo: 2,
  "leads/schemas": 2,
  "quote-model": 2,
  "app.css": 2,
  // 3 pipelines: generic, they know no feature by name
  leads: 3,
  images: 3,
  // 4 features
  home: 4,
  pages: 4,
  configurator: 4,
  chat: 4,
  "cctv-law": 4,
  "site-survey": 4,
  blog: 4,
  careers: 4,
  "service-request": 4,
  "leads/components": 4,
  packages: 4,
  reviews: 4,
  gallery: 4,
  // 5 composition: the site script and the island registry, the form kinds the lead pipeline serves
  "site-script": 5,
  forms: 5,
  // the content editor's collections: every content collection, wherever its module is
  admin: 5,
  // 6 entries
  routes: 6,
  "root.tsx": 6,
  "entry.server.tsx": 6,
  "routes.ts": 6,
  "load-context.ts": 6,
};
const units = Object.keys(layerOf).sort((a, b) => b.length - a.length);
const existing = (target: string) =>
  [target, `${target}.ts`, `${target}.tsx`].find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? target;
/** The unit of a file of app/, or "?path" for a file no unit holds. */
const unitOf = (file: string) => {
  const name = path.relative(appDir, file).split(path.sep).join("/");
  return units.find((unit) => name === unit || name.startsWith(`${unit}/`)) ?? `?${name}`;
};
/** Every import of one file of app/ by another: the line, the importing file, the imported file, and their units. */
const appImports = files.flatMap((file) =>
  importsOf(file).flatMap((specifier) => {
    const bare = specifier.replace(/\?.*$/, "");
    const target = bare.startsWith("~/")
      ? path.join(appDir, bare.slice(2))
      : bare.startsWith(".")
        ? path.resolve(path.dirname(file), bare)
        : undefined;
    if (!target?.startsWith(appDir + path.sep) || bare.includes("+types")) return [];
    const imported = existing(target);
    return [{ line: `${relative(file)}: ${specifier}`, file, imported, from: unitOf(file), to: unitOf(imported) }];
  }),
);
const unitImports = appImports.filter(({ from, to }) => from !== to);
const features = Object.keys(layerOf).filter((unit) => layerOf[unit] === 4);

// Where the product links one feature to another; any other import between features is a defect.
const featureLinks = [
  "home -> leads/components", // the home page's contact section holds the contact form
  "configurator -> site-survey", // a configured quote offers the site survey
  "leads/components -> cctv-law", // the quote form carries the checker's answers
  "pages -> reviews", // an industry page shows the reviews of its sector
];
// Of those, where a feature renders another's component.
const featureComponentLinks = ["home -> leads/components", "pages -> reviews"];

describe("the app's layers", () => {
  it("places every file of app/ in a unit of a layer", () => {
    expect(files.map(unitOf).filter((unit) => unit.startsWith("?"))).toEqual([]);
  });

  it("runs every import down or across, never up", () => {
    const upward = unitImports.filter(({ from, to }) => layerOf[to]! > layerOf[from]!).map(({ line }) => line);
    expect(upward).toEqual([]);
  });

  it("has no two units that import each other", () => {
    const pairs = new Set(unitImports.map(({ from, to }) => `${from} -> ${to}`));
    const cycles = [...pairs].filter((pair) => pairs.has(pair.split(" -> ").reverse().join(" -> ")));
    expect(cycles).toEqual([]);
  });
});

describe("the page context, the kit and the registry", () => {
  const importsFrom = (unit: string) => unitImports.filter(({ from }) => from === unit);

  it("keeps the page context low: app/page-context imports only content and the language helpers", () => {
    const offenders = importsFrom("page-context").filter(({ to }) => !["content", "i18n"].includes(to));
    expect(offenders.map(({ line }) => line)).toEqual([]);
  });

  it("keeps the component kit free of features: app/ui imports only content, i18n, the page context and the forms' schemas", () => {
    const offenders = importsFrom("ui").filter(({ to }) => !["content", "i18n", "page-context", "leads/schemas"].includes(to));
    expect(offenders.map(({ line }) => line)).toEqual([]);
  });

  it("keeps the page frame free of features: app/shell imports only layers 1 and 2", () => {
    const offenders = importsFrom("shell").filter(({ to }) => layerOf[to]! > 2);
    expect(offenders.map(({ line }) => line)).toEqual([]);
  });

  it("lets only the site script and the entries import the island registry", () => {
    const registry = path.join(appDir, "site-script", "island-registry.ts");
    const importers = appImports.filter(({ imported }) => imported === registry);
    expect(importers.filter(({ from }) => layerOf[from]! < 5).map(({ line }) => line)).toEqual([]);
    // It is imported at all: the rule above cannot pass for a registry that moved away.
    expect(importers.length).toBeGreaterThan(0);
  });
});

describe("the features", () => {
  const between = unitImports.filter(({ from, to }) => features.includes(from) && features.includes(to));

  it("import one another only where the product links them", () => {
    const offenders = between.filter(({ from, to }) => !featureLinks.includes(`${from} -> ${to}`));
    expect(offenders.map(({ line }) => line)).toEqual([]);
    // And the list holds no link that is gone (the quote's model, shared by several features, is in layer 2).
    const used = new Set(between.map(({ from, to }) => `${from} -> ${to}`));
    expect(featureLinks.filter((link) => !used.has(link))).toEqual([]);
  });

  it("render one another's components only where the product links them", () => {
    const offenders = between.filter(
      ({ imported, from, to }) => imported.endsWith(".tsx") && !featureComponentLinks.includes(`${from} -> ${to}`),
    );
    expect(offenders.map(({ line }) => line)).toEqual([]);
  });
});

describe("the scripts", () => {
  const scriptsDir = path.resolve("scripts");
  const testsDir = path.resolve("tests");

  it("import nothing from tests/ (tests may import scripts, not the other way round)", () => {
    const offenders = sourceFiles(scriptsDir, /\.(tsx?|mjs)$/).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith(".") && path.resolve(path.dirname(file), specifier).startsWith(testsDir + path.sep))
        .map((specifier) => `${path.relative(scriptsDir, file)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
