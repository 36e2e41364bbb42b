import { createReadStream, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { Env } from "../app/config/env.server";
import type { AdminAnswer } from "./admin";

// Decap CMS's own files at /admin/, from its npm package, never a CDN (docs/decisions/133): the build copies them
// into the browser build, where the server answers them as built files; the dev server (`npm run cms`) answers
// them from the package, and the editor's page and configuration from server/admin.ts, as the server does.

/** A file of one of the editor's packages, installed apart from the site's in tools/decap (its package.json says why). */
export function decapPackageFile(specifier: string): string {
  try {
    return createRequire(path.resolve("tools/decap/package.json")).resolve(specifier);
  } catch {
    throw new Error(`${specifier} is missing: install the editor's packages with "npm ci --prefix tools/decap" (npm ci does it).`);
  }
}

const decapDist = () => path.dirname(decapPackageFile("decap-cms/dist/decap-cms.js"));

/** The bundle, the chunks it loads by name beside it, their WebAssembly and the licence notice they point to. */
const decapFiles = (dist: string): string[] =>
  readdirSync(dist).filter((name) => /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/.test(name));

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

async function devAdminAnswers(server: ViteDevServer): Promise<Map<string, AdminAnswer> | undefined> {
  const { getEnv } = (await server.ssrLoadModule("/app/config/env.server.ts")) as { getEnv: () => Env };
  const { adminAnswers } = (await server.ssrLoadModule("/server/admin.ts")) as typeof import("./admin");
  return adminAnswers(getEnv());
}

export function adminFiles(): Plugin {
  return {
    name: "admin-files",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const dist = decapDist();
      for (const name of decapFiles(dist))
        this.emitFile({ type: "asset", fileName: `admin/${name}`, source: readFileSync(path.join(dist, name)) });
    },
    configureServer(server) {
      const dist = decapDist();
      const files = new Set(decapFiles(dist));
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0]!;
        const name = pathname.startsWith("/admin/") ? pathname.slice("/admin/".length) : "";
        if (files.has(name)) {
          res.setHeader("Content-Type", contentTypes[path.extname(name)]!);
          createReadStream(path.join(dist, name)).pipe(res);
          return;
        }
        if (pathname === "/admin/") {
          res.writeHead(301, { Location: "/admin" });
          res.end();
          return;
        }
        if (pathname !== "/admin" && pathname !== "/admin/config.yml") return next();
        devAdminAnswers(server).then((answers) => {
          const answer = answers?.get(pathname);
          if (!answer) return next();
          res.writeHead(200, answer.headers);
          res.end(answer.body);
        }, next);
      });
    },
  };
}
