import { ChevronRight } from "lucide-react";
import type { Crumb } from "~/content/breadcrumbs";
import { JsonLd } from "~/seo/JsonLd";
import { useT } from "~/i18n/messages";
import { cn } from "~/ui/cn";

const toneClass = {
  light: { list: "text-ink-muted", link: "text-accent-700", current: "text-ink" },
  dark: { list: "text-slate-300", link: "text-accent-300", current: "text-white" },
} as const;

/**
 * Home, then each path level (a link where a page exists), the last plain; with BreadcrumbList JSON-LD.
 * "dark": inside a page's hero (PageHero) instead of under the title banner.
 */
export function Breadcrumbs({ crumbs, siteUrl, tone = "light" }: { crumbs: Crumb[]; siteUrl: string; tone?: "light" | "dark" }) {
  // Levels without a page of their own (e.g. "Industries") have no URL to give search engines.
  const listed = crumbs.filter((crumb, index) => crumb.linked || index === crumbs.length - 1);
  const colours = toneClass[tone];
  return (
    <nav aria-label={useT()("common.breadcrumb")} className="container-page relative py-4 text-sm">
      <ol className={cn("flex flex-wrap items-center gap-1", colours.list)}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />}
            {crumb.linked ? (
              <a href={crumb.path} className={cn("inline-block py-1 underline-offset-2 hover:underline", colours.link)}>
                {crumb.label}
              </a>
            ) : (
              <span
                aria-current={index === crumbs.length - 1 ? "page" : undefined}
                className={index === crumbs.length - 1 ? cn("font-medium", colours.current) : undefined}
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
