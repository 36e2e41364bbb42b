import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

/** The site facts from the root loader (environment over defaults); defaults if the root loader failed. */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData<{ site: SiteConfig }>("root");
  return data?.site ?? defaultSiteConfig;
}
