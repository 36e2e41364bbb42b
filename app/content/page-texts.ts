import { z } from "zod";
import { bothLocales, ContentError, parseRecord, type Bilingual } from "./bilingual";
import { pages, type PageEntry } from "./pages";
import type { Locale } from "~/i18n/locale";

// What each page of the registry (./pages.ts) says about itself, one record per page in content/pages/: its heading,
// menu label, subtitle and the title and description search engines show.

const optionalText = (label: string) => z.string().min(1).optional().meta({ label });

export const pageTextsSchema = z.object({
  path: z.string().meta({ i18n: "duplicate", label: "Address (which page this is; set by the developers)" }),
  title: z.string().min(1).meta({ label: "Heading (h1)" }),
  navLabel: optionalText("Label in menus and breadcrumbs, when shorter than the heading"),
  subtitle: optionalText("Subtitle under the heading"),
  metaTitle: optionalText("Title in search results and the browser tab, when not the heading"),
  description: z.string().min(1).meta({ label: "Description in search results (under 160 characters)" }),
});

export type PageTexts = z.output<typeof pageTextsSchema>;

export const pagesCollection = { name: "pages", label: "Pages", folder: "content/pages", schema: pageTextsSchema };

/** A page of the registry with its texts in one language (its `path` stays the English one: content is looked up by it). */
export type PageRecord = PageEntry & PageTexts;

/**
 * Every page's record, by path, from the files of content/pages/ (by file name): each record names a page of the
 * registry, and each page has one record.
 */
export function readPageTexts(files: Record<string, unknown>): Map<string, Bilingual<PageTexts>> {
  const byPath = new Map<string, Bilingual<PageTexts>>();
  const fileOf = new Map<string, string>();
  for (const file of Object.keys(files).sort()) {
    const texts = parseRecord(file, files[file], pageTextsSchema);
    const name = file.replace(/^\/+/, "");
    const { path } = texts.en;
    if (texts.ar.path !== path) throw new ContentError(`${name}: ar.path: must be the English path, ${path}`);
    const page = pages.find((entry) => entry.path === path);
    if (!page) throw new ContentError(`${name}: path: ${path} is not a page of the registry (app/content/pages.ts)`);
    if (byPath.has(path)) throw new ContentError(`${name}: path: ${path} already has its record in ${fileOf.get(path)}`);
    byPath.set(path, texts);
    fileOf.set(path, name);
  }
  const missing = pages.filter((page) => !byPath.has(page.path)).map((page) => page.path);
  if (missing.length > 0) throw new ContentError(`content/pages: no record for ${missing.join(", ")}`);
  return byPath;
}

const texts = readPageTexts(import.meta.glob("/content/pages/*.yaml", { eager: true, import: "default" }));

/** Every page of the registry, in its order, with its texts in each language. */
export const pageRecords: Bilingual<PageRecord[]> = bothLocales((locale) =>
  pages.map((page) => ({ ...texts.get(page.path)![locale], ...page })),
);

const recordsByPath = bothLocales((locale) => new Map(pageRecords[locale].map((page) => [page.path, page])));

/** The page at `path` (English) with its texts in `locale`, or throws: for content that must name a real page. */
export function pageRecord(path: string, locale: Locale): PageRecord {
  const page = recordsByPath[locale].get(path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}

/** How menus and breadcrumbs name a page. */
export function pageLabel(page: Pick<PageTexts, "title" | "navLabel">): string {
  return page.navLabel ?? page.title;
}
