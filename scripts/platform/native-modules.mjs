// The project runs on the Node of the registry's `node` package (node_modules/.bin/node, first on the PATH of every
// npm script), but npm builds better-sqlite3 during `npm ci` for the Node that runs npm, against the headers npm is
// configured with (this machine's Node 20). The root package's postinstall runs last, on the project's Node: if the
// module does not load there, it is rebuilt from source against the headers the `node` package ships (decision 123).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { requireProjectNode } from "../../server/node-version.mjs";

const require = createRequire(import.meta.url);
requireProjectNode("postinstall");

/** Whether better-sqlite3 opens a database on this Node; in a child process, as a failed load stays cached in this one. */
function loads() {
  try {
    execFileSync(process.execPath, ["-e", 'new (require("better-sqlite3"))(":memory:").close()'], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (!loads()) {
  const runtime = path.dirname(require.resolve("node/package.json"));
  const headers = path.join(runtime, "node_modules", `node-${process.platform}-${process.arch}`);
  console.log(`postinstall: building better-sqlite3 for Node ${process.versions.node} (headers: ${path.relative(process.cwd(), headers)})`);
  // build_from_source: prebuild-install would try to download a binary (no network here, and not ours to trust).
  execFileSync("npm", ["rebuild", "better-sqlite3", `--nodedir=${headers}`], {
    stdio: "inherit",
    env: { ...process.env, npm_config_build_from_source: "true" },
  });
  if (!loads()) {
    console.error("postinstall: better-sqlite3 still does not load on this Node.");
    process.exit(1);
  }
}
