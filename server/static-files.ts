import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
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
  ".wasm": "application/wasm",
};

export interface StaticFile {
  body: Buffer;
  /** ownHeaders(), worked out at start. */
  headers: string[];
  brotli?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Pages only: the policy allowing exactly their own inline scripts and styles, by hash. */
  csp?: string;
  isPage: boolean;
  /** The content editor's files (/admin/): kept out of search engines. */
  noindex: boolean;
}

/** The headers every answer of the file carries (validators, cache policy, CSP), flat as `writeHead` takes them. */
function ownHeaders(file: StaticFile): string[] {
  const headers = ["Cache-Control", file.cacheControl, "ETag", file.etag];
  if (file.csp) headers.push("Content-Security-Policy", file.csp);
  if (file.brotli || file.gzip) headers.push("Vary", "Accept-Encoding");
  if (file.noindex) headers.push("X-Robots-Tag", "noindex, nofollow");
  return headers;
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
      const file: StaticFile = {
        body,
        headers: [],
        brotli: sibling(".br"),
        gzip: sibling(".gz"),
        type: types[extension] ?? "application/octet-stream",
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        cacheControl: isPage ? PAGE : relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE,
        csp: isPage
          ? contentSecurityPolicy({ scripts: unique(inlineScripts(html).map(sha256)), styles: unique(inlineStyles(html).map(sha256)) })
          : undefined,
        isPage,
        noindex: relative.startsWith("admin/"),
      };
      file.headers = ownHeaders(file);
      files.set(urlPath, file);
    }
  };
  walk(clientDir);
  return files;
}

const unique = (values: string[]) => [...new Set(values)];

/** The quality a request's Accept-Encoding gives a coding (`*` counts for any not named); 0 when refused. */
function quality(acceptEncoding: string, coding: "br" | "gzip"): number {
  let wildcard = 0;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (name !== coding && name !== "*") continue;
    const q = params.find((param) => param.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    if (name === coding) return Number.isNaN(value) ? 0 : value;
    wildcard = Number.isNaN(value) ? 0 : value;
  }
  return wildcard;
}

/** The copy this request takes: brotli, then gzip (the higher quality wins, brotli on a tie), then the file as it is. */
function negotiate(acceptEncoding: string | undefined, file: StaticFile): { body: Buffer; encoding?: "br" | "gzip" } {
  if (!acceptEncoding) return { body: file.body };
  const br = file.brotli ? quality(acceptEncoding, "br") : 0;
  const gzip = file.gzip ? quality(acceptEncoding, "gzip") : 0;
  if (br > 0 && br >= gzip) return { body: file.brotli!, encoding: "br" };
  if (gzip > 0) return { body: file.gzip!, encoding: "gzip" };
  return { body: file.body };
}

/**
 * Sends a built file after `head` (the headers every answer carries, flat): the copy the request accepts, its
 * validators and cache policy, a 304 when it is unchanged. One `writeHead` with every header, as Node then skips
 * the bookkeeping of setting them one by one.
 */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, head: string[]) {
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, [...head, ...file.headers]);
    res.end();
    return;
  }
  const { body, encoding } = negotiate(req.headers["accept-encoding"], file);
  const headers = [...head, ...file.headers, "Content-Type", file.type, "Content-Length", String(body.length)];
  if (encoding) headers.push("Content-Encoding", encoding);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The built file a GET or HEAD asks for, if any. A query string on a page or its loader data (configurator state,
 * a quote topic) changes what it shows: that goes on to React Router's renderer.
 */
export function findStaticFile(files: Map<string, StaticFile>, method: string | undefined, url: string): StaticFile | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const queryAt = url.indexOf("?");
  const file = files.get(queryAt === -1 ? url : url.slice(0, queryAt));
  if (!file || (queryAt !== -1 && (file.isPage || url.slice(0, queryAt).endsWith(".data")))) return undefined;
  return file;
}
