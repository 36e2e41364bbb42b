import { useMatches, type MetaDescriptor } from "react-router";
import { pageByPath, type PageRecord } from "~/content/pages";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { pageMeta } from "../seo/meta";

// Registry routes are registered with their path as route id (app/routes.ts), so the leaf match names the page.

export function usePage(): PageRecord {
  return pageByPath(useMatches().at(-1)!.id);
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

export function rootSiteConfig(matches: ReadonlyArray<MetaMatch | undefined>): SiteConfig {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  return root?.site ?? defaultSiteConfig;
}

/** The `meta` export of every registry route. */
export function registryMeta({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }): MetaDescriptor[] {
  return pageMeta(pageByPath(matches.at(-1)!.id), rootSiteConfig(matches));
}
