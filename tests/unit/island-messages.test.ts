import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build, type Rollup } from "vite";
import { islandMessages, ISLAND_MESSAGES_FILE } from "../../scripts/vite/island-messages";

// Decision 132: the Vite plugin that gives each island only its own messages, built on a fixture of two islands
// (tests/fixtures/island-messages): what each island's module holds, the ids written for the server build, and the
// budget that fails the build.

const fixture = path.resolve("tests/fixtures/island-messages");
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Builds the fixture with these catalogues; the output's files by name. */
async function buildFixture(catalogues: Record<"en" | "ar", Record<string, string>>) {
  const catalogueDir = mkdtempSync(path.join(tmpdir(), "island-messages-"));
  folders.push(catalogueDir);
  for (const [locale, messages] of Object.entries(catalogues))
    writeFileSync(path.join(catalogueDir, `${locale}.json`), JSON.stringify(messages));
  const output = (await build({
    root: fixture,
    configFile: false,
    logLevel: "silent",
    plugins: [
      islandMessages({ registry: path.join(fixture, "registry.ts"), catalogueDir, locales: ["en", "ar"], clientDir: catalogueDir }),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: path.join(fixture, "main.ts"), preserveEntrySignatures: "strict", output: { chunkFileNames: "[name].js" } },
    },
  })) as Rollup.RolldownOutput;
  return new Map(output.output.map((file) => [file.fileName, file.type === "chunk" ? file.code : String(file.source)]));
}

const catalogue = (text: (id: string) => string) =>
  Object.fromEntries(["demo.title", "demo.label", "demo.error", "demo.other", "demo.unused"].map((id) => [id, text(id)]));

describe("the island-messages plugin", () => {
  it("gives each island, per language, the messages its modules name, lazy parts included, and records them", async () => {
    const files = await buildFixture({ en: catalogue((id) => `English ${id}`), ar: catalogue((id) => `عربي ${id}`) });
    expect(JSON.parse(files.get(ISLAND_MESSAGES_FILE)!)).toEqual({
      demo: ["demo.error", "demo.label", "demo.title"],
      other: ["demo.other"],
    });
    const demoArabic = files.get("demo-messages-ar.js")!;
    expect(demoArabic).toContain("عربي demo.title");
    expect(demoArabic).toContain("عربي demo.error");
    expect(demoArabic).not.toContain("demo.other");
    expect(demoArabic).not.toContain("English");
    expect(files.get("other-messages-en.js")).toContain("English demo.other");
    expect(files.get("other-messages-en.js")).not.toContain("demo.title");
  });

  it("fails the build when an island's messages in a language pass 5 KB gzip, and on a message that is not ICU", async () => {
    // Text that does not compress: about 8 KB gzip.
    let seed = 1;
    const noise = Array.from({ length: 12000 }, () => String.fromCharCode(0x0621 + ((seed = (seed * 48271) % 2147483647) % 40))).join("");
    await expect(
      buildFixture({ en: catalogue(() => "short"), ar: catalogue((id) => (id === "demo.title" ? noise : "قصير")) }),
    ).rejects.toThrow(/island demo: its ar messages are \d+ B gzip, over the budget of 5120 B/);
    await expect(
      buildFixture({ en: catalogue(() => "short"), ar: catalogue((id) => (id === "demo.other" ? "{broken" : "قصير")) }),
    ).rejects.toThrow(/content\/messages\/ar\.json: demo\.other: not valid ICU/);
  });
});
