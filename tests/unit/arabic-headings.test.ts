import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { arabic } from "~/i18n/arabic";

// Two English page titles or headings that read the same in Arabic would give two Arabic pages one name.
describe("Arabic page titles", () => {
  it("are as distinct as the English ones", () => {
    const titles = [...new Set(pages.map((page) => page.title))];
    const arabicTitles = titles.map((title) => arabic[title] ?? title);
    const repeated = arabicTitles.filter((title, index) => arabicTitles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });
});
