import type { SiteConfig } from "~/content/site";
import { usePageData } from "./page-data";

/** The site facts of the page being rendered or hydrated, in its language (the root loader picks it). */
export function useSiteConfig(): SiteConfig {
  return usePageData().site;
}
