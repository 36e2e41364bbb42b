import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { breadcrumbTrail } from "~/content/breadcrumbs";
import type { PageRecord } from "~/content/pages";
import { fillSiteFacts } from "~/content/site";
import { useSiteConfig } from "~/shell/use-site-config";
import { Breadcrumbs } from "./Breadcrumbs";
import { ClosingCta } from "./ClosingCta";
import { PageBanner } from "./PageBanner";

/** SPEC §2 shared shell (inside header and footer): banner, breadcrumb trail, content, closing call to action. */
export function PageShell({ page, children }: { page: PageRecord; children?: ReactNode }) {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  return (
    <>
      <PageBanner title={page.title} subtitle={page.subtitle && fillSiteFacts(page.subtitle, site)} />
      <Breadcrumbs crumbs={breadcrumbTrail(pathname)} siteUrl={site.siteUrl} />
      {children}
      {page.closingCta !== false && <ClosingCta />}
    </>
  );
}
