import { describe, expect, it } from "vitest";
import { ContentError } from "~/content/bilingual";
import { readArticles, readingMinutes, wordCount } from "~/content/blog";
import { blogPaths } from "~/content/blog-ids";
import { listPage, readListPlace } from "~/blog/list";

// The blog's records (content/blog/<slug>.yaml) and the addresses they give: a fault names the file and the field, as
// every collection's does, so an editor at /admin knows what to fix.
const files = import.meta.glob("/tests/fixtures/blog/*.yaml", { eager: true, import: "default" });
const only = (name: string) => {
  const key = `/tests/fixtures/blog/${name}.yaml`;
  return { [key]: files[key] };
};

describe("blog articles", () => {
  it("reads a complete article in both languages", () => {
    const article = readArticles(only("good-article")).get("good-article")!;
    expect(article.en.title).toBe("A good article");
    expect(article.ar.title).toBe("مقال سليم");
    expect(article.ar.category).toBe("maintenance");
  });

  it.each([
    ["bad-category", /^tests\/fixtures\/blog\/bad-category\.yaml: ar\.category: /],
    ["bad-date", /^tests\/fixtures\/blog\/bad-date\.yaml: en\.date: /],
    ["wrong-slug", /^tests\/fixtures\/blog\/wrong-slug\.yaml: en\.slug: "another-name" is not the file's name/],
    ["mismatched-service", /^tests\/fixtures\/blog\/mismatched-service\.yaml: ar\.service: must be the English block's/],
    ["html-body", /^tests\/fixtures\/blog\/html-body\.yaml: en\.body: no HTML here/],
    ["broken-link", /^tests\/fixtures\/blog\/broken-link\.yaml: en\.body: no page at \/resources\/no-such-page/],
  ])("refuses %s, naming the file and the field", (name, message) => {
    expect(() => readArticles(only(name))).toThrow(ContentError);
    expect(() => readArticles(only(name))).toThrow(message);
  });

  it("reads 200 words a minute in English and 180 in Arabic, at least one minute", () => {
    const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
    expect(wordCount("## A heading\n\n- **bold** [a link](/x) and text")).toBe(7);
    expect(readingMinutes({ title: "One", body: words(999) }, "en")).toBe(5);
    expect(readingMinutes({ title: "واحد", body: words(899) }, "ar")).toBe(5);
    expect(readingMinutes({ title: "One", body: "Two" }, "en")).toBe(1);
  });
});

describe("the blog's addresses", () => {
  const articles = Array.from({ length: 8 }, (_, index) => ({
    slug: `a${index}`,
    category: index < 7 ? ("cctv-law" as const) : ("maintenance" as const),
  }));

  it("gives the list's further pages, each non-empty category's pages and each article", () => {
    expect(blogPaths(articles)).toEqual([
      "/blog/page/2",
      "/blog/category/cctv-law",
      "/blog/category/cctv-law/page/2",
      "/blog/category/maintenance",
      ...articles.map((article) => `/blog/${article.slug}`),
    ]);
  });

  it("shows six articles a page and no page past the last", () => {
    expect(listPage(articles, { page: 1 })!.items.map((a) => a.slug)).toEqual(["a0", "a1", "a2", "a3", "a4", "a5"]);
    expect(listPage(articles, { page: 2 })).toEqual({ items: [articles[6], articles[7]], pages: 2 });
    expect(listPage(articles, { page: 2, category: "maintenance" })).toBeNull();
    expect(listPage(articles, { page: 3 })).toBeNull();
  });

  it("reads a page number and a category from the address, refusing any other", () => {
    expect(readListPlace({})).toEqual({ page: 1, category: undefined });
    expect(readListPlace({ page: "2", category: "cctv-law" })).toEqual({ page: 2, category: "cctv-law" });
    for (const params of [{ page: "1" }, { page: "0" }, { page: "02" }, { page: "x" }, { category: "cameras" }])
      expect(readListPlace(params)).toBeNull();
  });
});
