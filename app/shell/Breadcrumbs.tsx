import { ChevronRight } from "lucide-react";
import type { Crumb } from "~/content/breadcrumbs";
import { JsonLd } from "~/seo/JsonLd";
import { common } from "~/content/strings/common";
import { useLocalize } from "~/i18n/use-locale";

/** Home, then each path level (a link where a page exists), the last plain; with BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs, siteUrl }: { crumbs: Crumb[]; siteUrl: string }) {
  // Levels without a page of their own (e.g. "Industries") have no URL to give search engines.
  const listed = crumbs.filter((crumb, index) => crumb.linked || index === crumbs.length - 1);
  return (
    <nav aria-label={useLocalize()(common.breadcrumb)} className="container-page py-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />}
            {crumb.linked ? (
              <a href={crumb.path} className="inline-block py-1 text-accent-700 underline-offset-2 hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span
                aria-current={index === crumbs.length - 1 ? "page" : undefined}
                className={index === crumbs.length - 1 ? "font-medium text-ink" : undefined}
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: listed.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            item: crumb.path === "/" ? `${siteUrl}/` : `${siteUrl}${crumb.path}`,
          })),
        }}
      />
    </nav>
  );
}
