import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { aboutAwards, aboutLeadership, namedAwards } from "~/content/about";
import { defaultPageData, PageDataContext } from "~/islands/page-data";
import { defaultSiteConfig } from "~/content/site";
import { TeamGrid } from "~/pages/about/TeamGrid";

// Leaders and awards from the site configuration: names and awarding bodies appear once configured, and nothing
// stands in for them before (the default configuration is tested in the browser: tests/e2e/content-pages.test.ts).

const executives = aboutLeadership.executives.members;

function renderTeam(leaders: { role: string; name: string }[]): string {
  const pageData = { ...defaultPageData, site: { ...defaultSiteConfig, leaders } };
  return renderToStaticMarkup(
    createElement(PageDataContext.Provider, { value: pageData }, createElement(TeamGrid, { members: executives, columns: 3 })),
  );
}

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
});

describe("the awards", () => {
  it("are shown only with a configured awarding body", () => {
    expect(namedAwards(aboutAwards.awards.items, {})).toEqual([]);
    const [first] = aboutAwards.awards.items;
    expect(namedAwards(aboutAwards.awards.items, { [first!.title]: "Riyadh Chamber" })).toEqual([
      { ...first, organization: "Riyadh Chamber" },
    ]);
  });
});
