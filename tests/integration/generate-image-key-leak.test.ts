import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Builds the site with a distinctive image key in the environment (as a deployment with generation
// on would) and checks that the key is nowhere in what browsers can fetch: the client files and
// the prerendered pages. The build goes to its own folder inside the project (its server bundle
// needs node_modules) and is removed afterwards.

const KEY = `sk-leakcheck-${randomBytes(12).toString("hex")}`;
const buildDir = path.resolve(`build-keycheck-${randomBytes(4).toString("hex")}`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], {
    env: { ...process.env, BUILD_DIR: buildDir, IMAGE_API_BASE_URL: "http://127.0.0.1:9", IMAGE_API_KEY: KEY, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("the image key", () => {
  it("is in no client file or prerendered page of a build made with it", () => {
    const files = filesUnder(path.join(buildDir, "client"));
    expect(files.some((file) => file.endsWith(".html"))).toBe(true);
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    const leaks = files.filter((file) => readFileSync(file).includes(KEY));
    expect(leaks).toEqual([]);
  });

  it("left the build without a generation flag: the running server decides (decision 065)", () => {
    // The root loader's data, prerendered in turbo-stream form: the images' cache list, and no "enabled".
    const rootData = readFileSync(path.join(buildDir, "client", "_root.data"), "utf8");
    expect(rootData).toContain('"images"');
    expect(rootData).not.toContain('"enabled"');
  });
});
