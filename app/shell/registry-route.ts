import { useMatches, type MetaDescriptor } from "react-router";
import { pageRecord, type PageRecord } from "~/content/page-texts";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { localeOfPath, withoutLocale } from "~/i18n/locale";
import { pageMeta } from "../seo/meta";

// Registry routes are registered with their path as route id (app/routes.ts), so the leaf match names the page and,
// by its prefix, the language.

function pageOfRouteId(id: string): PageRecord {
  return pageRecord(withoutLocale(id), localeOfPath(id));
}

/** The page being rendered, in its language (its `path` stays the English one: content is looked up by it). */
export function usePage(): PageRecord {
  return pageOfRouteId(useMatches().at(-1)!.id);
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
  const id = matches.at(-1)!.id;
  return pageMeta(pageOfRouteId(id), rootSiteConfig(matches), localeOfPath(id));
}
