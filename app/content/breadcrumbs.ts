import { groupSegmentLabels } from "./nav";
import { findPage, pageLabel, pages } from "./pages";

/** One label per path segment, from the page registry plus the groups that have no page. */
export const segmentLabels: Record<string, string> = {
  ...groupSegmentLabels,
  ...Object.fromEntries(pages.filter((page) => page.path !== "/").map((page) => [page.path.split("/").at(-1)!, pageLabel(page)])),
};

export interface Crumb {
  label: string;
  path: string;
  /** Links to its page: false for the current page and for levels with no page of their own. */
  linked: boolean;
}

/** "smart-home-kit" -> "Smart Home Kit": the spec's rule for segments without a label. */
export function humanizeSegment(segment: string): string {
  return segment.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: pageLabel(findPage("/")!), path: "/", linked: segments.length > 0 }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const label = segmentLabels[segment] ?? humanizeSegment(decodeURIComponent(segment));
    crumbs.push({ label, path, linked: !isLast && findPage(path) !== undefined });
  });
  return crumbs;
}
