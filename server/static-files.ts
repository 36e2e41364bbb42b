import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { contentSecurityPolicy, inlineScripts, inlineStyles } from "../app/security/csp";

// The browser build served from memory as the build left it: each file with the brotli and gzip copies
// `npm run build` made (scripts/precompress.ts), so a request costs a lookup and a write, never a compression
// or a rewrite. Prerendered pages answer at their clean URL (`/about`, not `/about/index.html`).

/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files: always revalidate so a deploy shows at once. */
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Pages revalidate on every visit (an ETag makes that a 304), as a deploy changes them under the same URL. */
const PAGE = "no-cache";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export interface StaticFile {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Pages only: the policy allowing exactly their own inline scripts and styles, by hash. */
  csp?: string;
  isPage: boolean;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Every file of the client build by URL path; pages by their clean path. */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const extension = path.extname(entry.name);
      if (extension === ".br" || extension === ".gz") continue;
      const relative = path.relative(clientDir, full).split(path.sep).join("/");
      const isPage = entry.name === "index.html";
      // Other HTML files are not pages of the site (React Router's SPA fallback, if any).
      if (extension === ".html" && !isPage) continue;
      const urlPath = isPage ? `/${path.posix.dirname(relative)}`.replace(/\/\.?$/, "") || "/" : `/${relative}`;
      const body = readFileSync(full);
      const sibling = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
      const html = isPage ? body.toString("utf8") : "";
      files.set(urlPath, {
        body,
        brotli: sibling(".br"),
        gzip: sibling(".gz"),
        type: types[extension] ?? "application/octet-stream",
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        cacheControl: isPage ? PAGE : relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE,
        csp: isPage
          ? contentSecurityPolicy({ scripts: unique(inlineScripts(html).map(sha256)), styles: unique(inlineStyles(html).map(sha256)) })
          : undefined,
        isPage,
      });
    }
  };
  walk(clientDir);
  return files;
}

const unique = (values: string[]) => [...new Set(values)];

/** The copy this request takes: brotli, then gzip, then the file as it is. */
function negotiate(req: Request, file: StaticFile): { body: Buffer; encoding?: "br" | "gzip" } {
  const accepted = req.acceptsEncodings(["br", "gzip", "identity"]);
  if (accepted === "br" && file.brotli) return { body: file.brotli, encoding: "br" };
  if ((accepted === "br" || accepted === "gzip") && file.gzip) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

function send(req: Request, res: Response, file: StaticFile) {
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", file.etag);
  if (file.csp) res.setHeader("Content-Security-Policy", file.csp);
  if (file.brotli || file.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (req.get("if-none-match") === file.etag) {
    res.status(304).end();
    return;
  }
  const { body, encoding } = negotiate(req, file);
  res.setHeader("Content-Type", file.type);
  res.setHeader("Content-Length", body.length);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * GET and HEAD of a built file or prerendered page. A query string on a page or its loader data (configurator
 * state, a quote topic) changes what it shows: that goes on to React Router's renderer.
 */
export function serveStaticFiles(files: Map<string, StaticFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    if ((file.isPage || req.path.endsWith(".data")) && req.url.includes("?")) return next();
    send(req, res, file);
  };
}
