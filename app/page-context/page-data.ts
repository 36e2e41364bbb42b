import { createContext, useContext } from "react";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

/** The page data's image facts, from the root loader (at build time for prerendered pages). */
export interface ImagesPageState {
  /** Already generated images of the site's slots: slotKey -> URL on this site. */
  cached: Record<string, string>;
}

/**
 * What components read of the page they are on: the site facts, the image state and the path. On the server the
 * root provides it; an island carries its own copy (serialised beside its props) so it hydrates without a router.
 */
export interface PageData {
  site: SiteConfig;
  images: ImagesPageState;
  pathname: string;
}

export const defaultPageData: PageData = { site: defaultSiteConfig, images: { cached: {} }, pathname: "/" };

export const PageDataContext = createContext<PageData>(defaultPageData);

export const usePageData = () => useContext(PageDataContext);
