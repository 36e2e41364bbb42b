import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The HTML of every page prerendered at build time (each `index.html` under the client build), by path. */
export function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (entry.name === "index.html") {
        const route = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
        pages.set(route, readFileSync(full, "utf8"));
      }
    }
  };
  walk(clientDir);
  return pages;
}
