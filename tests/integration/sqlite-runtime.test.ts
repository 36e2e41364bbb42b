import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json";

// The embedded database's driver on the project's Node (decision 123). better-sqlite3 12 aborted Node 24 with
// "Assertion failed: (env) != nullptr" when a statement was collected outside JavaScript: at exit, or by an idle-time
// collection in a running server. A process that prepares many statements and exits met it every time.

const preparesAndExits = `
const Database = require("better-sqlite3");
const db = new Database(":memory:");
for (let i = 0; i < 200000; i++) db.prepare("select " + (i % 50));
setTimeout(() => console.log("done"), 300);
`;

describe("the SQLite driver on the project's Node", () => {
  it("runs on the pinned Node (npm puts node_modules/.bin/node first)", () => {
    expect(process.versions.node).toBe(packageJson.dependencies.node);
  });

  it.each([1, 2, 3])("lets a process that prepared 200,000 statements exit cleanly (run %i)", async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["-e", preparesAndExits]);
    expect(stdout.trim()).toBe("done");
    expect(stderr).not.toMatch(/Assertion failed/);
  });
});
