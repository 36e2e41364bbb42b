import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { placeholderFacts } from "~/config/company-facts.server";
import { companySettings } from "~/config/site-config.server";
import type { Bilingual } from "~/content/bilingual";
import { placeholderSettings } from "~/content/company-placeholders";
import type { CompanySettings } from "~/content/company-settings";
import { checkCompanyFacts } from "../../scripts/check-company-facts";
import { runScript } from "../support/run-script";

// The company-facts check `npm run build` starts with (scripts/check-company-facts.ts): its logic in this process on
// settings given as data, with and without placeholders, and once as the build runs it, a process of its own reading
// the repository's content/settings/company.yaml.

/** Every fact, by the field the check names, while the settings are the placeholders they ship with. */
const allFields = [
  "en.companyName",
  "en.legalName",
  "ar.companyName",
  "ar.legalName",
  "phone",
  "email",
  "whatsapp",
  "emergencyPhone",
  "commercialRegistration",
  "vatNumber",
  "licences",
  "nationalAddress",
  "headOfficeCoordinates",
  "offices",
  "leaders",
  "awardingBodies",
  "proof",
];

/** What both languages share: written alike in both blocks. */
const neutral = {
  phone: "+966 11 234 5678",
  email: "hello@najd-secure.sa",
  whatsapp: "+966 55 123 4567",
  emergencyPhone: "+966 55 765 4321",
  commercialRegistration: "1010654321",
  vatNumber: "300123456700003",
  headOfficeCoordinates: { latitude: 24.7136, longitude: 46.6753 },
  proof: { clients: 320, projects: 410, satisfactionPercent: 97, teamSize: 42 },
};
const address = { buildingNumber: "7421", postalCode: "12214", additionalNumber: "3344" };
const office = { id: "riyadh", country: "SA", phone: "+966 11 234 5678", email: "riyadh@najd-secure.sa" };

/** A company that has written every fact, in both languages. */
const realSettings: Bilingual<CompanySettings> = {
  en: {
    ...placeholderSettings.en,
    ...neutral,
    companyName: "Najd Secure Systems",
    legalName: "Najd Secure Systems Co. Ltd",
    licences: [{ label: "MOI security installer licence", number: "SEC-4411" }],
    nationalAddress: { ...address, street: "King Fahd Road", district: "Al Olaya", city: "Riyadh" },
    offices: [{ ...office, city: "Riyadh", address: "King Fahd Road, Riyadh" }],
    leaders: [{ role: "Chief Executive Officer & Founder", name: "Saad Al-Harbi" }],
    awardingBodies: [{ award: "Excellence in Security Integration", body: "Riyadh Chamber" }],
  },
  ar: {
    ...placeholderSettings.ar,
    ...neutral,
    companyName: "نجد للأنظمة الأمنية",
    legalName: "شركة نجد للأنظمة الأمنية المحدودة",
    licences: [{ label: "ترخيص وزارة الداخلية لتركيب الأنظمة الأمنية", number: "SEC-4411" }],
    nationalAddress: { ...address, street: "طريق الملك فهد", district: "العليا", city: "الرياض" },
    offices: [{ ...office, city: "الرياض", address: "طريق الملك فهد، الرياض" }],
    leaders: [{ role: "الرئيس التنفيذي والمؤسس", name: "سعد الحربي" }],
    awardingBodies: [{ award: "Excellence in Security Integration", body: "غرفة الرياض" }],
  },
};

/** The settings with some fields changed in both blocks (language-neutral ones are written alike). */
const withBoth = (settings: Bilingual<CompanySettings>, change: Partial<CompanySettings>) => ({
  en: { ...settings.en, ...change },
  ar: { ...settings.ar, ...change },
});

/** Only the test's variables: none of the machine's COMPANY_* settings leak in. */
const withEnv = (env: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(COMPANY_|REQUIRE_REAL_)/.test(name))),
  ...env,
});

/** The check's logic, in this process: its exit code and everything it printed. */
function check(settings: unknown, env: Record<string, string> = {}) {
  let output = "";
  const print = (text: string) => (output += `${text}\n`);
  const code = checkCompanyFacts(withEnv(env), settings, { log: print, warn: print, error: print });
  return { code, output };
}

describe("the company facts check of the build", () => {
  it("reads the repository's settings file from a process of its own, and stops the build on its placeholders", async () => {
    // The file as shipped holds the placeholders; the list is the one this process finds in the same file.
    const placeholders = placeholderFacts(companySettings);
    expect(placeholders.length).toBeGreaterThan(0);
    const { stderr } = await runScript("scripts/check-company-facts.ts", [], withEnv());
    expect(stderr).toContain(`WARNING: ${placeholders.length} company facts are still placeholders`);
    for (const { fact, field } of placeholders) expect(stderr).toContain(`  - ${fact} (${field})\n`);
    await expect(runScript("scripts/check-company-facts.ts", [], withEnv({ REQUIRE_REAL_COMPANY_FACTS: "true" }))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("build stopped"),
    });
  });

  it("is the first step of npm run build, and of npm run check:facts, with the content files' loader", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const step = "tsx --import ./scripts/support/content-files.mjs scripts/check-company-facts.ts";
    expect(scripts.build!.startsWith(`${step} && `)).toBe(true);
    expect(scripts["check:facts"]).toBe(step);
  });

  it("warns, listing every fact that is still a placeholder, and lets the build go on", () => {
    const { code, output } = check(placeholderSettings);
    expect(code).toBe(0);
    expect(output).toContain(`WARNING: ${allFields.length} company facts are still placeholders`);
    for (const field of allFields) expect(output).toContain(`(${field})\n`);
    expect(output).toContain("Write them in content/settings/company.yaml");
  });

  it("lists only the facts still missing", () => {
    const { code, output } = check({
      en: { ...realSettings.en, vatNumber: "", leaders: [] },
      ar: { ...realSettings.ar, vatNumber: "", leaders: [] },
    });
    expect(code).toBe(0);
    expect(output).toContain("WARNING: 2 company facts are still placeholders");
    expect(output).toContain("- VAT number (vatNumber)");
    expect(output).toContain("- leaders' names (leaders)");
    expect(output).not.toContain("(phone)");
  });

  it("lists the head office's national address and coordinates while they are the placeholders Our Location shows", () => {
    const { code, output } = check({
      en: {
        ...realSettings.en,
        nationalAddress: placeholderSettings.en.nationalAddress,
        headOfficeCoordinates: placeholderSettings.en.headOfficeCoordinates,
      },
      ar: {
        ...realSettings.ar,
        nationalAddress: placeholderSettings.ar.nationalAddress,
        headOfficeCoordinates: placeholderSettings.ar.headOfficeCoordinates,
      },
    });
    expect(code).toBe(0);
    expect(output).toContain("WARNING: 2 company facts are still placeholders");
    expect(output).toContain("- national address (nationalAddress)");
    expect(output).toContain("- head office coordinates (headOfficeCoordinates)");
  });

  it("lists a fact still the placeholder in one language only", () => {
    const { output } = check({ en: realSettings.en, ar: { ...realSettings.ar, companyName: placeholderSettings.ar.companyName } });
    expect(output).toContain("WARNING: 1 company fact is still a placeholder");
    expect(output).toContain("- company name in Arabic (ar.companyName)");
    // The English offices rewritten, the Arabic ones left as shipped (their numbers too, as the English kept them).
    const shippedNumbers = placeholderSettings.en.offices.map((office, index) => ({ ...office, address: `Building ${index + 1}` }));
    const offices = check({
      en: { ...realSettings.en, offices: shippedNumbers },
      ar: { ...realSettings.ar, offices: placeholderSettings.ar.offices },
    });
    expect(offices.output).toContain("WARNING: 1 company fact is still a placeholder");
    expect(offices.output).toContain("- offices (offices)");
  });

  it("fails with REQUIRE_REAL_COMPANY_FACTS=true while any fact is a placeholder", () => {
    const { code, output } = check(withBoth(realSettings, { phone: placeholderSettings.en.phone }), { REQUIRE_REAL_COMPANY_FACTS: "true" });
    expect(code).toBe(1);
    expect(output).toContain("build stopped. REQUIRE_REAL_COMPANY_FACTS=true and 1 company fact is still a placeholder");
    expect(output).toContain("- phone (phone)");
  });

  it("passes quietly with REQUIRE_REAL_COMPANY_FACTS=true once every fact is written", () => {
    const { code, output } = check(realSettings, { REQUIRE_REAL_COMPANY_FACTS: "true" });
    expect(code).toBe(0);
    expect(output).toContain("Company facts: all configured.");
    expect(output).not.toContain("WARNING");
  });

  it("names each text of the Arabic block that would show in English on Arabic pages, and lets the build go on", () => {
    const latinBody = { ...realSettings.ar, awardingBodies: [{ award: "Excellence in Security Integration", body: "Riyadh Chamber" }] };
    const { code, output } = check({ en: realSettings.en, ar: latinBody }, { REQUIRE_REAL_COMPANY_FACTS: "true" });
    expect(code).toBe(0);
    expect(output).toContain(
      "WARNING: 1 configured text has no Arabic and will show in English on Arabic pages:\n  - Riyadh Chamber\nGive their Arabic in the ar: block of content/settings/company.yaml.",
    );
    const englishCopy = { ...realSettings.en, companyName: realSettings.ar.companyName, legalName: realSettings.ar.legalName };
    // The leader's name, the office's city (also the address's) and address, the street and district, the body, the
    // licence and the 8 sectors.
    expect(check({ en: realSettings.en, ar: englishCopy }).output).toContain("WARNING: 15 configured texts have no Arabic");
  });

  it("fails on a malformed fact, naming the file and the field", () => {
    const { code, output } = check(withBoth(realSettings, { vatNumber: "12345" }));
    expect(code).toBe(1);
    expect(output).toContain(
      "content/settings/company.yaml: en.vatNumber: 15 digits starting and ending with 3, or empty; ar.vatNumber: 15 digits starting and ending with 3, or empty",
    );
  });

  it("fails on a language-neutral fact written differently in the two blocks, naming the field", () => {
    const { code, output } = check({ en: realSettings.en, ar: { ...realSettings.ar, phone: "+966 11 000 0000" } });
    expect(code).toBe(1);
    expect(output).toContain("content/settings/company.yaml: ar.phone: must be the same as en.phone");
  });

  it("fails while a deploy still sets the old environment variables, pointing to the settings file", () => {
    const { code, output } = check(realSettings, { COMPANY_PHONE: "+966 11 234 5678" });
    expect(code).toBe(1);
    expect(output).toContain(
      "COMPANY_PHONE: company facts are no longer read from the environment. Write them in content/settings/company.yaml",
    );
  });
});
