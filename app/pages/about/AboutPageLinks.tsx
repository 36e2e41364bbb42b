import { listedPaths } from "~/content/collection-pages";
import { aboutPagePaths, navigation } from "~/content/nav";
import { pageLabel, pageRecord } from "~/content/page-texts";
import { fillSiteFacts } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { localizedPath } from "~/i18n/locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { LinkCard } from "~/ui/LinkCard";

/** The /about page's way on: a card for each of its four pages, with the page's own description (its facts filled in). */
export function AboutPageLinks() {
  const site = useSiteConfig();
  const locale = useLocale();
  return (
    <nav aria-label={useInLocale()(navigation).aboutPageLinksLabel} className="container-page pb-16">
      <ul className="grid gap-4 sm:grid-cols-2">
        {listedPaths(aboutPagePaths).map((path) => {
          const page = pageRecord(path, locale);
          return (
            <li key={path}>
              <LinkCard href={localizedPath(path, locale)} title={pageLabel(page)} text={fillSiteFacts(page.description, site)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
