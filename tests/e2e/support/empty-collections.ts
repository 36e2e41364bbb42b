import { existsSync, readdirSync } from "node:fs";

// The collections the site may ship without a record (issue 25: nothing invented), by their page: while its folder
// has no record, the page says where to look instead and carries noindex (docs/decisions/146).
const collectionFolders: Readonly<Record<string, string>> = {
  "/resources/reviews": "content/reviews",
  "/resources/gallery": "content/gallery",
};

const hasRecords = (folder: string) => existsSync(folder) && readdirSync(folder).some((name) => name.endsWith(".yaml"));

/** Whether `path` (English) is a collection's page whose folder has no record in this repository. */
export const isEmptyCollectionPage = (path: string): boolean => path in collectionFolders && !hasRecords(collectionFolders[path]!);
