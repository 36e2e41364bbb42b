import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { blogPaths, isBlogCategory, type BlogCategoryId } from "../content/blog-ids";

// The blog's addresses for prerendering (react-router.config.ts), read from content/blog/ outside the app's build,
// where content files cannot be imported: each file's name is its slug and its `en.category` its category. The
// build validates the records themselves (app/content/blog.ts); a category this cannot read is left for it to name.

export function blogPrerenderPaths(root = process.cwd()): string[] {
  const folder = path.join(root, "content", "blog");
  const articles = readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const record = parse(readFileSync(path.join(folder, name), "utf8")) as { en?: { category?: string } } | null;
      const category = record?.en?.category;
      return { slug: name.replace(/\.yaml$/, ""), category: (isBlogCategory(category) ? category : "cctv-law") as BlogCategoryId };
    });
  return blogPaths(articles);
}
