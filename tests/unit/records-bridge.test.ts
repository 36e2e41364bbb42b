import { describe, expect, it } from "vitest";
import bridge from "~/content/records-bridge.ar";
import { textsOf } from "~/i18n/catalogue";

// app/content/records-bridge.ar.ts lends the catalogue the Arabic of texts now in records, for modules that still
// read the catalogue. An entry no such module uses any more is left over: delete it (and the file when it is empty).
const modules = import.meta.glob(["/app/content/**/*.ts", "!/app/content/**/*.ar.ts"], { eager: true });
const collections = Object.entries(modules).filter(([, module]) =>
  Object.keys(module as object).some((name) => name.endsWith("Collection")),
);
const recordModules = new Set(collections.map(([file]) => file));

describe("the catalogue's bridge to the records", () => {
  it("holds only texts that a module outside the records still shows", () => {
    const used = new Set(Object.entries(modules).flatMap(([file, module]) => (recordModules.has(file) ? [] : [...textsOf(module, true)])));
    expect(Object.keys(bridge).filter((text) => !used.has(text))).toEqual([]);
  });
});
