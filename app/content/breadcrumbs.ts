import { bothLocales, type Bilingual } from "./bilingual";
import { navigation } from "./nav";
import { pageLabel, pageRecord, pageRecords } from "./page-texts";
import { findPage } from "./pages";
import type { Locale } from "~/i18n/locale";

/** One label per path segment, from the page registry plus the folders that have no page, in each language. */
export const segmentLabels: Bilingual<Record<string, string>> = bothLocales((locale) => ({
  ...navigation[locale].folderLabels,
  ...Object.fromEntries(
    pageRecords[locale].filter((page) => page.path !== "/").map((page) => [page.path.split("/").at(-1)!, pageLabel(page)]),
  ),
}));

export interface Crumb {
  label: string;
  /** The English path (a page shows it in its own language). */
  path: string;
  /** Links to its page: false for the current page and for levels with no page of their own. */
  linked: boolean;
}

/** "smart-home-kit" -> "Smart Home Kit": the spec's rule for segments without a label. */
export function humanizeSegment(segment: string): string {
  return segment.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The trail to an English path, labelled in `locale`. */
export function breadcrumbTrail(pathname: string, locale: Locale): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const labels = segmentLabels[locale];
  const crumbs: Crumb[] = [{ label: pageLabel(pageRecord("/", locale)), path: "/", linked: segments.length > 0 }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const label = labels[segment] ?? humanizeSegment(decodeURIComponent(segment));
    crumbs.push({ label, path, linked: !isLast && findPage(path) !== undefined });
  });
  return crumbs;
}
