import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { breadcrumbTrail } from "~/content/breadcrumbs";
import type { PageRecord } from "~/content/page-texts";
import { fillSiteFacts } from "~/content/site";
import { localeOfPath, localizedPath, withoutLocale } from "~/i18n/locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { Breadcrumbs } from "./Breadcrumbs";
import { ClosingCta } from "./ClosingCta";
import { PageBanner } from "./PageBanner";
import { PageHero, type PageHeroParts } from "./PageHero";

/**
 * SPEC §2 shared shell (inside header and footer): banner, breadcrumb trail, content, closing call to action.
 * A page that opens with a picture gives `hero`: one dark split hero then holds title, subtitle and breadcrumb trail
 * instead of the banner and the trail (decision 092).
 */
export function PageShell({ page, hero, children }: { page: PageRecord; hero?: PageHeroParts; children?: ReactNode }) {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const subtitle = page.subtitle && fillSiteFacts(page.subtitle, site);
  const locale = localeOfPath(pathname);
  // The trail of the English path, labels and links in the page's language.
  const crumbs = breadcrumbTrail(withoutLocale(pathname), locale).map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
  return (
    <>
      {hero ? (
        <PageHero title={page.title} subtitle={subtitle} crumbs={crumbs} siteUrl={site.siteUrl} {...hero} />
      ) : (
        <>
          <PageBanner title={page.title} subtitle={subtitle} />
          <Breadcrumbs crumbs={crumbs} siteUrl={site.siteUrl} />
        </>
      )}
      {children}
      {page.closingCta !== false && <ClosingCta />}
    </>
  );
}
