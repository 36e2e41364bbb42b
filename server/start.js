// `npm start`: plain Node on the built server. Everything it runs comes from the one bundle the build wrote.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { requireProjectNode } from "./node-version.mjs";

requireProjectNode("npm start");

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const entry = path.join(buildDir, "server", "index.js");
if (!existsSync(entry)) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}
const { startServer } = await import(pathToFileURL(entry).href);
await startServer({ buildDir });
