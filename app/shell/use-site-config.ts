import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { STAMP_PLACEHOLDER } from "~/leads/schemas/spam";

interface RootData {
  site: SiteConfig;
  formStamp: string;
}

/** The site facts from the root loader (environment over defaults); defaults if the root loader failed. */
export function useSiteConfig(): SiteConfig {
  return useRouteLoaderData<RootData>("root")?.site ?? defaultSiteConfig;
}

/** The signed time this page was first served, for the forms' spam check. */
export function useFormStamp(): string {
  return useRouteLoaderData<RootData>("root")?.formStamp ?? STAMP_PLACEHOLDER;
}
