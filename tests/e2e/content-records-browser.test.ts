import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandChunks } from "../../scripts/performance/island-weights";
import { testBuildDir } from "../../scripts/support/server";

// Decision 139: the content records' schemas (classic zod) and their loader run on the server only. The islands,
// the only code the browser runs besides the site script, carry neither, whatever they load on an Arabic page.
const assetsDir = path.resolve(testBuildDir, "client", "assets");
const SERVER_ONLY = [
  ["classic zod", /["'`]ZodString["'`]/],
  ["the records' loader", /every record has an/],
  ["the stand-in for content schemas", /Content schemas run on the server only/],
] as const;

describe("the islands in the build", () => {
  it.each(islandChunks(assetsDir).map((chunks) => [chunks.island, chunks] as const))(
    "%s loads no content schema, classic zod or records' loader",
    (_island, { withLazy, arabicWithLazy }) => {
      const code = [...new Set([...withLazy, ...arabicWithLazy])]
        .map((file) => readFileSync(path.join(assetsDir, file), "utf8"))
        .join("\n");
      expect(SERVER_ONLY.filter(([, pattern]) => pattern.test(code)).map(([name]) => name)).toEqual([]);
    },
  );
});
