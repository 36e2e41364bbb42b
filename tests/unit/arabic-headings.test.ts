import { describe, expect, it } from "vitest";
import { pageRecords } from "~/content/page-texts";

// Two English page titles or headings that read the same in Arabic would give two Arabic pages one name.
describe("Arabic page titles", () => {
  it("are as distinct as the English ones", () => {
    const englishOf = new Map<string, Set<string>>();
    pageRecords.ar.forEach((page, index) =>
      englishOf.set(page.title, (englishOf.get(page.title) ?? new Set()).add(pageRecords.en[index]!.title)),
    );
    const repeated = [...englishOf].filter(([, english]) => english.size > 1).map(([arabic]) => arabic);
    expect(repeated).toEqual([]);
  });
});
