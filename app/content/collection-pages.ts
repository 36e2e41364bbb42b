// Pages that list a content collection: while the collection has no records, the page is listed nowhere (no menu,
// no footer, no overview page's links, no sitemap) and is itself a short noindex page (docs/decisions/147). The
// records are counted at build: the first file added to the folder (at /admin or by hand) brings the page back with
// the next build. Only the globs' keys are read, so no record lands in a bundle through this module (as
// app/content/case-study-ids.ts does).

const recordFilesByPage: Record<string, string[]> = {
  "/resources/reviews": Object.keys(import.meta.glob("/content/reviews/*.yaml")),
  "/resources/gallery": Object.keys(import.meta.glob("/content/gallery/*.yaml")),
};

/** Whether `path` (English) is a collection's page whose collection has no records yet. */
export function isEmptyCollectionPage(path: string): boolean {
  return recordFilesByPage[path]?.length === 0;
}

/** The paths a list of links may show: those of empty collections left out. */
export function listedPaths<T extends string>(paths: readonly T[]): T[] {
  return paths.filter((path) => !isEmptyCollectionPage(path));
}
