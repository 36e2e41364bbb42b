import { execFile } from "node:child_process";
import { promisify } from "node:util";

// A script of scripts/ in a child process of its own, as its npm script runs it (`tsx --import ./scripts/support/content-files.mjs scripts/x.ts`), but started on
// this Node with tsx as its loader: going through npm or npx costs a second or more of start-up on a busy machine.

/** Rejects on a non-zero exit with an error that carries `code`, `stdout` and `stderr`. */
export function runScript(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", "--import", "./scripts/support/content-files.mjs", script, ...args], {
    env,
  });
}

/** The `leads` console (`npm run leads -- <args>`). */
export const runLeads = (args: string[], env: NodeJS.ProcessEnv) => runScript("scripts/leads.ts", args, env);
