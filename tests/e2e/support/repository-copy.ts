import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../../../scripts/support/server";

// A temporary copy of the repository, for tests that change content files and build the site from them, so that the
// real tree is never written: the editor's test (cms.test.ts) and the collections' tests with records of their own.

export interface RepositoryCopy {
  dir: string;
  /** Writes a file of the copy (a path inside the repository), making its folders. */
  write(file: string, text: string): void;
  /** `npm run build` in the copy (into its own build/), then its production server; stop it when done. */
  buildAndServe(env?: Record<string, string>): Promise<RunningServer>;
  remove(): void;
}

/** The repository as the working tree has it (tracked and new files, not ignored ones), committed in a new repo. */
export function copyRepository(): RepositoryCopy {
  // Made before it is filled, so that `remove` works even when the copy fails halfway.
  const dir = mkdtempSync(path.join(tmpdir(), "site-copy-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
      .split("\0")
      // Files only: a deleted one is still listed, and node_modules may be a link in a checkout.
      .filter((file) => file && statSync(file, { throwIfNoEntry: false })?.isFile());
    for (const file of files) {
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      copyFileSync(file, path.join(dir, file));
    }
    for (const modules of ["node_modules", "tools/decap/node_modules"]) symlinkSync(path.resolve(modules), path.join(dir, modules));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
    git("init", "-q");
    git("add", "-A");
    git("-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-qm", "copy");
  } catch (error) {
    remove();
    throw error;
  }
  return {
    dir,
    write(file, text) {
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    },
    async buildAndServe(env = {}) {
      execFileSync("npm", ["run", "build"], { cwd: dir, env: { ...process.env, BUILD_DIR: "build", ...env }, stdio: "ignore" });
      return startServer(env, path.join(dir, "build"));
    },
    remove,
  };
}
