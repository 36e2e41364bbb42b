// The Node the project runs on is the registry's `node` package, pinned in package.json (decision 123): npm scripts
// find it first on the PATH (node_modules/.bin). This says which Node runs, and stops a run on any other.
import { createRequire } from "node:module";

const pinned = createRequire(import.meta.url)("../package.json").dependencies.node;

/** Exits with a message when this process is not the project's Node. */
export function requireProjectNode(what) {
  if (process.versions.node === pinned) return;
  console.error(
    `${what}: this is Node ${process.versions.node}, not the project's ${pinned}: run it through npm (npm start, npm test), which puts node_modules/.bin/node first.`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireProjectNode("npm test");
  console.log(`Node ${process.versions.node} (${process.execPath})`);
}
