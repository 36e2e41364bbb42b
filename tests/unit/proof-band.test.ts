import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProofBand } from "~/home/ProofBand";
import { defaultPageData, PageDataContext } from "~/page-context/page-data";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

// The proof band as the server renders it for a site configuration: the registration line shows only real numbers,
// and partner logos replace the sector chips once configured. (The default configuration is tested in the
// browser: tests/e2e/trust.test.ts.)

function render(site: Partial<SiteConfig>): string {
  const pageData = { ...defaultPageData, site: { ...defaultSiteConfig, ...site } };
  return renderToStaticMarkup(createElement(PageDataContext.Provider, { value: pageData }, createElement(ProofBand)));
}

const registrationLine = (html: string) => /data-testid="registration-line"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");

describe("the proof band", () => {
  it("hides the registration line while the numbers are placeholders", () => {
    expect(registrationLine(render({}))).toBeUndefined();
  });

  it("shows the CR, VAT and licence numbers once configured, each only when it is", () => {
    const line = registrationLine(
      render({
        commercialRegistration: "1010654321",
        vatNumber: "300123456700003",
        licences: [{ label: "MOI installer licence", number: "SEC-4411" }],
      }),
    );
    expect(line).toBe("Registration: CR No. 1010654321 · VAT No. 300123456700003 · MOI installer licence SEC-4411");
    expect(registrationLine(render({ vatNumber: "300123456700003" }))).toBe("Registration: VAT No. 300123456700003");
  });

  it("derives the figures from the configured proof figures and founding facts", () => {
    const html = render({
      proof: { clients: 320, projects: 410, satisfactionPercent: 97, teamSize: 42 },
      founding: { engineersSince: 2010, incorporated: 2015, asOfYear: 2026 },
    });
    const figures = [...html.matchAll(/<dd[^>]*>(?:<bdi>)?([^<]*)/g)].map((match) => match[1]);
    expect(figures).toEqual(["320+", "410+", "16+", "97%"]);
  });

  it("shows partner logos instead of the sector chips once configured", () => {
    const html = render({ partnerLogos: [{ name: "Axis Communications", src: "/partners/axis.svg" }] });
    expect(html).toContain('alt="Axis Communications"');
    expect(html).toContain("Technology partners");
    expect(html).not.toContain('data-testid="sector-chips"');
    expect(render({})).toContain(">Healthcare</li>");
  });
});
