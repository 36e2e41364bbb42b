import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

interface RootData {
  site: SiteConfig;
}

/** The site facts from the root loader (environment over defaults); defaults if the root loader failed. */
export function useSiteConfig(): SiteConfig {
  return useRouteLoaderData<RootData>("root")?.site ?? defaultSiteConfig;
}
