import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import { MessagesProvider } from "~/i18n/messages";
import { i18nFor } from "~/i18n/messages.server";
import { defaultPageData, PageDataContext } from "~/page-context/page-data";
import { CompanyContactFacts } from "~/ui/forms/CompanyContactFacts";

// The facts beside every lead form (docs/decisions/155) as the server renders them for a site configuration. The
// shipped placeholders are tested in the browser (tests/e2e/forms-phone-first.test.ts).

function render(site: Partial<SiteConfig>): string {
  const pageData = { ...defaultPageData, site: { ...defaultSiteConfig, ...site } };
  return renderToStaticMarkup(
    createElement(
      MessagesProvider,
      { i18n: i18nFor("en") },
      createElement(PageDataContext.Provider, { value: pageData }, createElement(CompanyContactFacts)),
    ),
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
const registration = (html: string) => /data-testid="company-registration"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];

describe("the company's facts beside a lead form", () => {
  it("shows CR and VAT once configured, with the call and WhatsApp links", () => {
    const html = render({
      phone: "+966 11 234 5678",
      whatsapp: "+966 55 123 4567",
      commercialRegistration: "1010654321",
      vatNumber: "300123456700003",
    });
    expect(html).toContain('href="tel:+966112345678"');
    expect(html).toContain('href="https://wa.me/966551234567?text=');
    expect(textOf(registration(html)!)).toBe("CR No. 1010654321 · VAT No. 300123456700003");
  });

  it("shows no registration line while the CR is the placeholder and no VAT is set", () => {
    const html = render({});
    expect(registration(html)).toBeUndefined();
    expect(html).not.toContain(defaultSiteConfig.commercialRegistration);
    expect(html).toContain("tel:");
  });

  it("shows each fact only when it is configured, and nothing when none is", () => {
    const vatOnly = render({ phone: "", whatsapp: "+966 55 123 4567", vatNumber: "300123456700003" });
    expect(vatOnly).not.toContain("tel:");
    expect(textOf(registration(vatOnly)!)).toBe("VAT No. 300123456700003");
    expect(render({ phone: "", whatsapp: "" })).toBe("");
  });
});
