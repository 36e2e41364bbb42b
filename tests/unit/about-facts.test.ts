import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { aboutAwards, aboutLeadership, namedAwards } from "~/content/about";
import { placeholderSettings } from "~/content/company-placeholders";
import { MessagesProvider } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";
import { defaultPageData, PageDataContext } from "~/page-context/page-data";
import { defaultSiteConfig, siteConfigOf, type SiteConfig } from "~/content/site";
import { TeamGrid } from "~/pages/about/TeamGrid";
import AboutAwardsPage from "~/routes/about-awards";

// Leaders and awards from the site configuration: names and awarding bodies appear once configured, and nothing
// stands in for them before (the default configuration is tested in the browser: tests/e2e/content-pages.test.ts).

const executives = { en: aboutLeadership.en.executives.members, ar: aboutLeadership.ar.executives.members };
const awards = { en: aboutAwards.en.awards.items, ar: aboutAwards.ar.awards.items };

function renderTeam(leaders: { role: string; name: string }[], site: SiteConfig = defaultSiteConfig, pathname = "/"): string {
  const pageData = { ...defaultPageData, pathname, site: { ...site, leaders } };
  return renderToStaticMarkup(
    createElement(
      PageDataContext.Provider,
      { value: pageData },
      createElement(TeamGrid, { members: executives[pathname.startsWith("/ar") ? "ar" : "en"], columns: 3 }),
    ),
  );
}

/** The awards page as its route renders it at `path` (route id = path, as app/routes.ts registers it). */
function renderAwardsPage(site: SiteConfig, path: string): string {
  const Page = () =>
    createElement(
      MessagesProvider,
      { i18n: i18nFor(path.startsWith("/ar") ? "ar" : "en") },
      createElement(PageDataContext.Provider, { value: { ...defaultPageData, pathname: path, site } }, createElement(AboutAwardsPage)),
    );
  const Stub = createRoutesStub([{ id: path, path, Component: Page }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

// Facts as an editor writes them in the settings file, each in both blocks (content/settings/company.yaml): the role
// as the Leadership page titles it in that language, the award by its English title.
const award = awards.en[0]!.title;
const settings = {
  en: {
    ...placeholderSettings.en,
    leaders: [{ role: "Chief Technology Officer", name: "Huda Al-Otaibi" }],
    awardingBodies: [{ award, body: "Riyadh Chamber" }],
  },
  ar: {
    ...placeholderSettings.ar,
    leaders: [{ role: executives.ar[1]!.role, name: "هدى العتيبي" }],
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
    for (const member of executives.en) expect(html).toContain(member.role.replace("&", "&amp;"));
    expect(html).not.toMatch(/announced|to follow|placeholder/i);
  });

  it("show the configured name under its role only", () => {
    const html = renderTeam([{ role: "Chief Technology Officer", name: "Huda Al-Otaibi" }]);
    expect(html).toMatch(/Chief Technology Officer<\/h3><p[^>]*>Huda Al-Otaibi<\/p>/);
    expect(html.match(/Huda Al-Otaibi/g)).toHaveLength(1);
  });

  it("show the configured name in its Arabic on Arabic pages", () => {
    const html = renderTeam(configured.ar.leaders, configured.ar, "/ar/about/leadership");
    expect(html).toMatch(new RegExp(`${executives.ar[1]!.role}</h3><p[^>]*>هدى العتيبي</p>`));
    expect(html).not.toContain("Huda Al-Otaibi");
  });
});

describe("the awards", () => {
  it("are shown only with a configured awarding body", () => {
    expect(namedAwards(awards, "en", {})).toEqual([]);
    const [first] = awards.en;
    expect(namedAwards(awards, "ar", { [first!.title]: "غرفة الرياض" })).toEqual([{ ...awards.ar[0], organization: "غرفة الرياض" }]);
    expect(namedAwards(awards, "en", { [first!.title]: "Riyadh Chamber" })).toEqual([{ ...first, organization: "Riyadh Chamber" }]);
  });

  it("show on the Arabic page too, with the awarding body in its configured Arabic", () => {
    const [first] = awards.en;
    const english = renderAwardsPage(configured.en, "/about/awards");
    expect(english).toContain(first!.title);
    expect(english).toContain("Riyadh Chamber");
    const arabic = renderAwardsPage(configured.ar, "/ar/about/awards");
    expect(arabic).toContain(awards.ar[0]!.title);
    expect(arabic).toContain("غرفة الرياض");
    expect(arabic).not.toContain("Riyadh Chamber");
  });
});
