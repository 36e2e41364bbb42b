import type { SiteConfig } from "~/content/site";
import { usePageData } from "~/islands/page-data";

/** The site facts (environment over defaults) of the page being rendered or hydrated. */
export function useSiteConfig(): SiteConfig {
  return usePageData().site;
}
