import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { companySettings, readSiteConfig } from "~/config/site-config.server";
import { ContentError } from "~/content/bilingual";
import { placeholderSettings } from "~/content/company-placeholders";
import { companySettingsCollection, parseCompanySettings, type CompanySettings } from "~/content/company-settings";
import { siteConfigOf } from "~/content/site";

// The company's facts as a content record (docs/decisions/136): content/settings/company.yaml, both languages
// validated at build, a fault named by file and field; and the site facts pages get from it, one language each.

/** The placeholders with some fields changed in one block or both. */
const edited = (en: Partial<CompanySettings>, ar: Partial<CompanySettings> = en) => ({
  en: { ...placeholderSettings.en, ...en },
  ar: { ...placeholderSettings.ar, ...ar },
});
const parse = (data: unknown) => () => parseCompanySettings(data);

describe("the company settings file", () => {
  it("is the record the CMS lists as settings, and the repository's copy is valid", () => {
    expect(companySettingsCollection).toMatchObject({ name: "company", file: "content/settings/company.yaml" });
    expect(companySettings.ar.companyName).toMatch(/[\u0600-\u06ff]/);
    expect(parseCompanySettings(placeholderSettings)).toEqual(placeholderSettings);
  });

  it("refuses a bad field, naming the file, the language and the field", () => {
    expect(parse(edited({ headOfficeCoordinates: { latitude: 124.7, longitude: 46.6 } }))).toThrow(ContentError);
    expect(parse(edited({ headOfficeCoordinates: { latitude: 124.7, longitude: 46.6 } }))).toThrow(
      /^content\/settings\/company\.yaml: en\.headOfficeCoordinates\.latitude: .*; ar\.headOfficeCoordinates\.latitude: /,
    );
    expect(parse(edited({ commercialRegistration: "10100" }))).toThrow("en.commercialRegistration: 10 digits");
    expect(parse(edited({ founding: { engineersSince: 2018, incorporated: 2017 } }))).toThrow(
      "en.founding.engineersSince: must not be after incorporated",
    );
    expect(parse({ en: { ...placeholderSettings.en, phne: "+966 11 234 5678" }, ar: placeholderSettings.ar })).toThrow(
      /en\.\(the whole file\): Unrecognized key: "phne"/,
    );
  });

  it("refuses a file without its Arabic block, or with a field missing from it", () => {
    expect(parse({ en: placeholderSettings.en })).toThrow("content/settings/company.yaml: ar: missing");
    const { offices: _offices, ...withoutOffices } = placeholderSettings.ar;
    expect(parse({ en: placeholderSettings.en, ar: withoutOffices })).toThrow("content/settings/company.yaml: ar.offices: ");
  });

  it("refuses language-neutral fields that differ between the blocks, and lists that do not pair up", () => {
    expect(parse(edited({}, { whatsapp: "+966 55 123 4567" }))).toThrow("ar.whatsapp: must be the same as en.whatsapp");
    const [riyadh] = placeholderSettings.ar.offices;
    expect(
      parse(edited({}, { offices: [{ ...riyadh!, email: "office@example.com" }, ...placeholderSettings.ar.offices.slice(1)] })),
    ).toThrow("ar.offices[0].email: must be the same as en.offices[0].email");
    expect(parse(edited({}, { offices: [riyadh!] }))).toThrow("ar.offices: 1 entries where en has 3");
    // Texts differ by language; a list of texts may too.
    expect(() => parseCompanySettings(edited({}, { sectors: ["التجزئة"] }))).not.toThrow();
  });
});

describe("the site facts of a page", () => {
  const settings = edited(
    { legalName: "K2 Co. Ltd", awardingBodies: [{ award: "Excellence in Security Integration", body: "Riyadh Chamber" }] },
    { legalName: "شركة كي تو المحدودة", awardingBodies: [{ award: "Excellence in Security Integration", body: "غرفة الرياض" }] },
  );

  it("are the settings in the page's language, the other language's name beside them", () => {
    const arabic = siteConfigOf(settings, "ar", "https://k2.example.sa/");
    expect(arabic).toMatchObject({
      locale: "ar",
      siteUrl: "https://k2.example.sa",
      companyName: "كي تو للأنظمة الأمنية",
      alternateName: "K2 Security Systems",
      legalName: "شركة كي تو المحدودة",
      awardingBodies: { "Excellence in Security Integration": "غرفة الرياض" },
    });
    expect(arabic.offices.map((office) => office.city)).toEqual(["الرياض", "دبي", "أبوظبي"]);
    expect(siteConfigOf(settings, "en", "https://k2.example.sa")).toMatchObject({
      companyName: "K2 Security Systems",
      alternateName: "كي تو للأنظمة الأمنية",
    });
  });

  it("take the site's address from SITE_URL, and everything else from the settings file", () => {
    const site = readSiteConfig("ar", parseEnv({ SITE_URL: "https://k2.example.sa/" }));
    expect(site.siteUrl).toBe("https://k2.example.sa");
    expect(site.phone).toBe(companySettings.ar.phone);
    expect(readSiteConfig("en", parseEnv({})).siteUrl).toBe("http://localhost:3000");
  });
});
