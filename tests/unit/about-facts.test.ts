import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { aboutAwards, aboutLeadership, namedAwards } from "~/content/about";
import { placeholderSettings } from "~/content/company-placeholders";
import "~/i18n/arabic";
import { localize } from "~/i18n/localize";
import { defaultPageData, PageDataContext } from "~/page-context/page-data";
import { defaultSiteConfig, siteConfigOf, type SiteConfig } from "~/content/site";
import { TeamGrid } from "~/pages/about/TeamGrid";
import AboutAwardsPage from "~/routes/about-awards";

// Leaders and awards from the site configuration: names and awarding bodies appear once configured, and nothing
// stands in for them before (the default configuration is tested in the browser: tests/e2e/content-pages.test.ts).

const executives = aboutLeadership.executives.members;

function renderTeam(leaders: { role: string; name: string }[], site: SiteConfig = defaultSiteConfig, pathname = "/"): string {
  const pageData = { ...defaultPageData, pathname, site: { ...site, leaders } };
  return renderToStaticMarkup(
    createElement(
      PageDataContext.Provider,
      { value: pageData },
      createElement(TeamGrid, { members: localize(executives, pathname.startsWith("/ar") ? "ar" : "en"), columns: 3 }),
    ),
  );
}

/** The awards page as its route renders it at `path` (route id = path, as app/routes.ts registers it). */
function renderAwardsPage(site: SiteConfig, path: string): string {
  const Page = () =>
    createElement(PageDataContext.Provider, { value: { ...defaultPageData, pathname: path, site } }, createElement(AboutAwardsPage));
  const Stub = createRoutesStub([{ id: path, path, Component: Page }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

// Facts as an editor writes them in the settings file, each in both blocks (content/settings/company.yaml): the role
// as the Leadership page titles it in that language, the award by its English title.
const award = aboutAwards.awards.items[0]!.title;
const settings = {
  en: {
    ...placeholderSettings.en,
    leaders: [{ role: "Chief Technology Officer", name: "Huda Al-Otaibi" }],
    awardingBodies: [{ award, body: "Riyadh Chamber" }],
  },
  ar: {
    ...placeholderSettings.ar,
    leaders: [{ role: localize("Chief Technology Officer", "ar"), name: "هدى العتيبي" }],
    awardingBodies: [{ award, body: "غرفة الرياض" }],
  },
};
const configured = {
  en: siteConfigOf(settings, "en", defaultSiteConfig.siteUrl),
  ar: siteConfigOf(settings, "ar", defaultSiteConfig.siteUrl),
};

describe("the leadership cards", () => {
  it("show each role with its responsibility and no placeholder while no name is configured", () => {
    const html = renderTeam([]);
    for (const member of executives) expect(html).toContain(member.role.replace("&", "&amp;"));
    expect(html).not.toMatch(/announced|to follow|placeholder/i);
  });

  it("show the configured name under its role only", () => {
    const html = renderTeam([{ role: "Chief Technology Officer", name: "Huda Al-Otaibi" }]);
    expect(html).toMatch(/Chief Technology Officer<\/h3><p[^>]*>Huda Al-Otaibi<\/p>/);
    expect(html.match(/Huda Al-Otaibi/g)).toHaveLength(1);
  });

  it("show the configured name in its Arabic on Arabic pages", () => {
    const html = renderTeam(configured.ar.leaders, configured.ar, "/ar/about/leadership");
    expect(html).toMatch(new RegExp(`${localize("Chief Technology Officer", "ar")}</h3><p[^>]*>هدى العتيبي</p>`));
    expect(html).not.toContain("Huda Al-Otaibi");
  });
});

describe("the awards", () => {
  it("are shown only with a configured awarding body", () => {
    expect(namedAwards(aboutAwards.awards.items, {})).toEqual([]);
    const [first] = aboutAwards.awards.items;
    expect(namedAwards(aboutAwards.awards.items, { [first!.title]: "Riyadh Chamber" })).toEqual([
      { ...first, organization: "Riyadh Chamber" },
    ]);
  });

  it("show on the Arabic page too, with the awarding body in its configured Arabic", () => {
    const [first] = aboutAwards.awards.items;
    const english = renderAwardsPage(configured.en, "/about/awards");
    expect(english).toContain(first!.title);
    expect(english).toContain("Riyadh Chamber");
    const arabic = renderAwardsPage(configured.ar, "/ar/about/awards");
    expect(arabic).toContain(localize(first!.title, "ar"));
    expect(arabic).toContain("غرفة الرياض");
    expect(arabic).not.toContain("Riyadh Chamber");
  });
});
