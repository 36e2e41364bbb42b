import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, inlineScripts } from "../app/security/csp";

export interface PrerenderedPage {
  html: string;
  /** The page's CSP, allowing exactly its own inline scripts by hash. */
  csp: string;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Every page prerendered at build time (each `index.html` under the client build), by path. */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (entry.name === "index.html") {
        const route = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
        const html = readFileSync(full, "utf8");
        pages.set(route, { html, csp: contentSecurityPolicy([...new Set(inlineScripts(html).map(sha256))]) });
      }
    }
  };
  walk(clientDir);
  return pages;
}
