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

  it("keeps the component kit free of features: app/ui imports only content, the language helpers and ui", () => {
    const offenders = files
      .filter((file) => relative(file).startsWith(`ui${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => {
            const folder = folderOf(file, specifier);
            return folder !== undefined && !["content", "i18n", "ui"].includes(folder);
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
