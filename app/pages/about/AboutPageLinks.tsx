import { aboutPagePaths } from "~/content/nav";
import { pageByPath, pageLabel } from "~/content/pages";
import { fillSiteFacts } from "~/content/site";
import { useSiteConfig } from "~/shell/use-site-config";
import { LinkCard } from "~/ui/LinkCard";

/** The /about page's way on: a card for each of its four pages, with the page's own description (its facts filled in). */
export function AboutPageLinks() {
  const site = useSiteConfig();
  return (
    <nav aria-label="About us" className="container-page pb-16">
      <ul className="grid gap-4 sm:grid-cols-2">
        {aboutPagePaths.map((path) => {
          const page = pageByPath(path);
          return (
            <li key={path}>
              <LinkCard href={path} title={pageLabel(page)} text={fillSiteFacts(page.description, site)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
