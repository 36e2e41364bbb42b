import type { Token } from "marked";
import { z } from "zod";
import pageData from "/content/texts/blog.yaml";
import { bothLocales, ContentError, parseRecord, type Bilingual } from "./bilingual";
import { articlePath, blogCategoryIds, blogListPath, type BlogCategoryId } from "./blog-ids";
import { markdownBlocks } from "./markdown";
import { findPage } from "./pages";
import { fillIn } from "./in-locale";
import { idOfFile, recordsById } from "./record-files";
import { serviceIndex } from "./service-index";
import { imageSlotSchema, slugSchema, textSchema } from "./types";
import { warrantyTokens } from "./warranties";
import { withoutLocale, type Locale } from "~/i18n/locale";

// The blog (issue 25): one article per file in content/blog/<slug>.yaml, both languages side by side, newest first on
// /blog. Every fact an article states has its source in the article's `sources`, listed at its end. The list's and the
// articles' words around the records (category labels, headings) are content/texts/blog.yaml; interface strings
// (pagination, reading time) are messages.

const PAGE_FILE = "content/texts/blog.yaml";

/** A day as ISO 8601 (`2026-11-20`), quoted in the YAML so it stays a text. */
const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD, in quotes")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "not a real day")
    .meta({ i18n: "duplicate", label });

const INLINE_HTML = (token: Token): boolean =>
  token.type === "html" || ("tokens" in token && Array.isArray(token.tokens) && token.tokens.some(INLINE_HTML));

/** An article's body: paragraphs, lists and headings from level 2 (the page's title is the level 1). */
const articleBody = z
  .string()
  .min(1)
  .refine(
    (source) =>
      markdownBlocks(source).every(
        (token) =>
          // HTML is the next check's, with its own message.
          ["paragraph", "list", "html"].includes(token.type) || (token.type === "heading" && token.depth >= 2 && token.depth <= 3),
      ),
    "paragraphs, lists and headings ## or ### only: no # heading, quotes, tables or code blocks",
  )
  .refine((source) => !markdownBlocks(source).some(INLINE_HTML), "no HTML here: write Markdown")
  .meta({ widget: "markdown", label: "Article (Markdown: ## headings, lists, links, bold)" });

const serviceSlugs = serviceIndex.map((service) => service.slug) as [string, ...string[]];

export const articleSchema = z.object({
  slug: slugSchema("Address (/blog/<slug>): the file's name"),
  title: textSchema(),
  summary: textSchema().meta({ label: "Summary (one or two sentences: the list and search results)", widget: "text" }),
  category: z.enum(blogCategoryIds).meta({ i18n: "duplicate", label: "Category" }),
  author: textSchema().meta({ label: "Author (a role, e.g. Security engineering team)" }),
  date: isoDate("Published (YYYY-MM-DD)"),
  updated: isoDate("Updated (YYYY-MM-DD), when revised").optional(),
  service: z.enum(serviceSlugs).meta({ i18n: "duplicate", label: "Related service (its call to action ends the article)" }),
  cover: imageSlotSchema.meta({ label: "Cover image" }),
  body: articleBody,
  sources: z
    .array(
      z.object({
        title: textSchema(),
        publisher: textSchema(),
        url: z.url({ protocol: /^https?$/ }).meta({ i18n: "duplicate", label: "Address (https://…)" }),
        // A source may be known by its month only ("2023-06"), as the checker's sources are.
        date: z
          .string()
          .regex(/^\d{4}-\d{2}(-\d{2})?$/, "a date written YYYY-MM-DD or YYYY-MM, in quotes")
          .meta({ i18n: "duplicate", label: "Date of the source (YYYY-MM-DD or YYYY-MM)" })
          .optional(),
      }),
    )
    .min(1)
    .meta({ label: "Sources (every fact's, listed at the article's end)" }),
});

export type BlogArticle = z.output<typeof articleSchema>;

export const blogCollection = { name: "blog", label: "Blog articles", folder: "content/blog", schema: articleSchema };

/** The articles of `files` (an `import.meta.glob` of a folder of articles), checked, by slug. */
export function readArticles(files: Record<string, unknown>): Map<string, Bilingual<BlogArticle>> {
  const records = recordsById(files, articleSchema, "slug");
  for (const key of Object.keys(files)) {
    const record = records.get(idOfFile(key))!;
    const file = key.replace(/^\/+/, "");
    for (const field of ["category", "date", "updated", "service", "cover.topic"] as const) {
      const value = (locale: Locale) =>
        field === "cover.topic" ? record[locale].cover.topic : (record[locale][field] as string | undefined);
      if (value("ar") !== value("en")) throw new ContentError(`${file}: ar.${field}: must be the English block's, "${value("en")}"`);
    }
    if (record.en.updated && record.en.updated < record.en.date)
      throw new ContentError(`${file}: en.updated: before the article's date (${record.en.date})`);
    // A link to a page of the site must lead to one. It may be written in English (`/resources/cctv-law-checker`,
    // taken into the page's language when shown) or, in the Arabic block, already under /ar.
    const sitePaths = new Set([
      ...blogCategoryIds.map((id) => blogListPath(1, id)),
      ...Object.keys(files).map((other) => articlePath(idOfFile(other))),
    ]);
    for (const locale of ["en", "ar"] as const)
      for (const [, href] of record[locale].body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const written = href!.split(/[?#]/)[0]!;
        const path = locale === "ar" ? withoutLocale(written) : written;
        if (!findPage(path) && !sitePaths.has(path))
          throw new ContentError(`${file}: ${locale}.body: no page at ${href} (a site link, e.g. /services/smart-surveillance)`);
      }
    const urls = (locale: Locale) => record[locale].sources.map((source) => source.url).join(" ");
    if (urls("ar") !== urls("en")) throw new ContentError(`${file}: ar.sources: must list the English block's sources, in order`);
  }
  return records;
}

// Warranties by their tokens ({installationWarranty}: content/pricing/warranties.yaml), one wording everywhere.
const articles = new Map(
  [...readArticles(import.meta.glob("/content/blog/*.yaml", { eager: true, import: "default" }))].map(([slug, record]) => [
    slug,
    bothLocales((locale) => ({ ...record[locale], body: fillIn(record[locale].body, warrantyTokens[locale]) })),
  ]),
);

/** Every article in each language, newest first (by date, then by slug). */
export const blogArticles: Bilingual<BlogArticle[]> = bothLocales((locale) =>
  [...articles.values()].map((record) => record[locale]).toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
);

export function findArticle(slug: string | undefined): Bilingual<BlogArticle> | undefined {
  return slug === undefined ? undefined : articles.get(slug);
}

/** Words of a Markdown text: its marks left out. */
export const wordCount = (markdown: string) =>
  markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*_`>[\]]/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Reading time in minutes: 200 words a minute in English, 180 in Arabic, at least one. */
export function readingMinutes(article: Pick<BlogArticle, "body" | "title">, locale: Locale): number {
  return Math.max(1, Math.round(wordCount(`${article.title}\n${article.body}`) / (locale === "ar" ? 180 : 200)));
}

/** The blog's words around the articles: the list's introduction, the category labels, the article's headings. */
export const blogPageSchema = z.object({
  intro: textSchema().meta({ label: "Introduction on /blog", widget: "text" }),
  categoriesLabel: textSchema().meta({ label: "Heading of the category links" }),
  allArticles: textSchema().meta({ label: "Link to all articles (beside the categories)" }),
  categories: z
    .object(Object.fromEntries(blogCategoryIds.map((id) => [id, textSchema()])) as Record<BlogCategoryId, ReturnType<typeof textSchema>>)
    .meta({ label: "Category labels" }),
  empty: textSchema().meta({ label: "When a list has no articles" }),
  published: textSchema().meta({ label: "Before the date (Published)" }),
  updated: textSchema().meta({ label: "Before the revision's date (Updated)" }),
  author: textSchema().meta({ label: "Before the author (By)" }),
  sourcesHeading: textSchema().meta({ label: "Heading of the sources list" }),
  sourcesNote: textSchema().meta({ label: "Under the sources heading", widget: "text" }),
  ctaHeading: textSchema().meta({ label: "Heading of the service's call to action" }),
  ctaText: textSchema().meta({ label: "Text of the call to action", widget: "text" }),
  serviceLink: textSchema().meta({ label: "Link to the service page ({service}: its name)" }),
  feedLink: textSchema().meta({ label: "Link to the feed" }),
  feedTitle: textSchema().meta({ label: "The feed's title (readers show it)" }),
});

export type BlogPageText = z.output<typeof blogPageSchema>;

export const blogPageCollection = {
  name: "blog-page",
  label: "Blog: the list's and articles' words",
  file: PAGE_FILE,
  schema: blogPageSchema,
};

export const blogText = parseRecord(PAGE_FILE, pageData, blogPageSchema);
