// npm run cms: the content editor on this machine (docs/editing.md). decap-server, Decap CMS's local backend, writes
// what an editor saves at http://localhost:5173/admin into this working tree (fs mode: no commits; the developer
// reviews and commits), and the dev server shows the site with the change at once. Ctrl-C stops both.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { decapPackageFile } from "../server/admin-vite-plugin";

const port = process.env.CMS_BACKEND_PORT ?? "8081";
const localBackendUrl = `http://127.0.0.1:${port}/api/v1`;
// Both found before either starts: a missing one must not leave the other running.
const decapServer = decapPackageFile("decap-server/dist/index.js");
const devServer = path.resolve("node_modules/@react-router/dev/bin.js");

const children: ChildProcess[] = [
  // Bound to loopback: the API has no sign-in and writes any file under the repository.
  spawn(process.execPath, [decapServer], {
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: process.cwd(), BIND_HOST: "127.0.0.1", PORT: port },
    stdio: "inherit",
  }),
  // `npm run dev`'s server, started directly so that stopping it stops it (npm's shell would not pass the signal on).
  spawn(process.execPath, [devServer, "dev"], {
    env: { ...process.env, CMS_LOCAL_BACKEND_URL: localBackendUrl },
    stdio: "inherit",
  }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.once("exit", (code) => stop(code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop(0));
console.log("The editor: http://localhost:5173/admin (saves go to this working tree; commit them as any change).");
