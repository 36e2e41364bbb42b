import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server has written to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The build the tests run: `npm run build:test` (the production build plus the pages under /__test). */
export const testBuildDir = process.env.BUILD_DIR ?? "build-test";
/** The build `npm run build` makes and `npm start` serves, which the benches measure. */
export const productionBuildDir = process.env.PRODUCTION_BUILD_DIR ?? "build";

/**
 * Starts the production server (`npm start`: node server/start.js over the build) on loopback and waits until it answers.
 * The server takes a port the system picks (PORT=0) and names it in its "Serving on" line: a port probed free here could
 * be taken by another test worker before the server binds it.
 */
export async function startServer(env: Record<string, string> = {}, buildDir = testBuildDir): Promise<RunningServer> {
  if (!existsSync(path.resolve(buildDir, "server/index.js"))) {
    throw new Error(`No build in ${buildDir}: run "npm run build:test" before the end-to-end tests.`);
  }
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  const child = spawn(process.execPath, ["server/start.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  let port = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    port ||= Number(/Serving on http:\/\/[^\s:]+:(\d+)/.exec(output)?.[1] ?? 0);
    if (port) {
      try {
        await fetch(`http://127.0.0.1:${port}`, { redirect: "manual" });
        break;
      } catch {
        // Bound but not answering yet.
      }
    }
    if (Date.now() > deadline) throw new Error(`Server did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
