import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "~/content/site";
import { checkCompanyFacts } from "../../scripts/check-company-facts";
import { registerArabic } from "../../scripts/i18n/register-arabic";
import { runScript } from "../support/run-script";

// The company-facts check `npm run build` starts with (scripts/check-company-facts.ts), with and without placeholders
// in its environment: its logic in this process, and once as the build runs it, a process of its own.

const allVariables = [
  "COMPANY_NAME",
  "COMPANY_LEGAL_NAME",
  "COMPANY_NAME_AR",
  "COMPANY_LEGAL_NAME_AR",
  "COMPANY_PHONE",
  "COMPANY_EMAIL",
  "COMPANY_WHATSAPP",
  "COMPANY_EMERGENCY_PHONE",
  "COMPANY_CR_NUMBER",
  "COMPANY_VAT_NUMBER",
  "COMPANY_LICENCES_JSON",
  "COMPANY_NATIONAL_ADDRESS_JSON",
  "COMPANY_HEAD_OFFICE_COORDINATES",
  "COMPANY_OFFICES_JSON",
  "COMPANY_LEADERS_JSON",
  "COMPANY_AWARDING_BODIES_JSON",
  "COMPANY_PROOF_JSON",
];

const realFacts: Record<string, string> = {
  COMPANY_NAME: "Najd Secure Systems",
  COMPANY_LEGAL_NAME: "Najd Secure Systems Co. Ltd",
  COMPANY_NAME_AR: "نجد للأنظمة الأمنية",
  COMPANY_LEGAL_NAME_AR: "شركة نجد للأنظمة الأمنية المحدودة",
  COMPANY_PHONE: "+966 11 234 5678",
  COMPANY_EMAIL: "hello@najd-secure.sa",
  COMPANY_WHATSAPP: "+966 55 123 4567",
  COMPANY_EMERGENCY_PHONE: "+966 55 765 4321",
  COMPANY_CR_NUMBER: "1010654321",
  COMPANY_VAT_NUMBER: "300123456700003",
  COMPANY_LICENCES_JSON: JSON.stringify([{ label: "MOI security installer licence", number: "SEC-4411" }]),
  COMPANY_NATIONAL_ADDRESS_JSON: JSON.stringify({
    buildingNumber: "7421",
    street: "King Fahd Road",
    district: "Al Olaya",
    city: "Riyadh",
    postalCode: "12214",
    additionalNumber: "3344",
  }),
  COMPANY_HEAD_OFFICE_COORDINATES: "24.7136,46.6753",
  COMPANY_OFFICES_JSON: JSON.stringify([
    { city: "Riyadh", country: "SA", address: "King Fahd Road, Riyadh", phone: "+966 11 234 5678", email: "riyadh@najd-secure.sa" },
  ]),
  COMPANY_LEADERS_JSON: JSON.stringify([{ role: "Chief Executive Officer & Founder", name: "Saad Al-Harbi" }]),
  COMPANY_AWARDING_BODIES_JSON: JSON.stringify({ "Excellence in Security Integration": "Riyadh Chamber" }),
  COMPANY_PROOF_JSON: JSON.stringify({ clients: 320, projects: 410, satisfactionPercent: 97, teamSize: 42 }),
  COMPANY_FACTS_AR_JSON: JSON.stringify({
    "Saad Al-Harbi": "سعد الحربي",
    "King Fahd Road, Riyadh": "طريق الملك فهد، الرياض",
    "Riyadh Chamber": "غرفة الرياض",
    "MOI security installer licence": "ترخيص وزارة الداخلية لتركيب الأنظمة الأمنية",
  }),
};

/** Only the test's variables: none of the machine's COMPANY_* settings leak in. */
const withFacts = (env: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(COMPANY_|REQUIRE_REAL_)/.test(name))),
  ...env,
});

/** The check's logic, in this process: its exit code and everything it printed. */
function check(env: Record<string, string>) {
  let output = "";
  const print = (text: string) => (output += `${text}\n`);
  const code = checkCompanyFacts(withFacts(env), { log: print, warn: print, error: print });
  return { code, output };
}

beforeAll(registerArabic);

describe("the company facts check of the build", () => {
  it("stops the build from a process of its own: exit code 1, the reason on stderr", async () => {
    await expect(
      runScript("scripts/check-company-facts.ts", [], withFacts({ ...realFacts, COMPANY_PHONE: "", REQUIRE_REAL_COMPANY_FACTS: "true" })),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("build stopped") });
    const { stdout } = await runScript("scripts/check-company-facts.ts", [], withFacts(realFacts));
    expect(stdout).toContain("Company facts: all configured.");
  });

  it("is the first step of npm run build", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.build).toMatch(/^tsx --import \.\/scripts\/support\/content-files\.mjs scripts\/check-company-facts\.ts && /);
  });

  it("warns, listing every fact that is still a placeholder, and lets the build go on", () => {
    const { code, output } = check({});
    expect(code).toBe(0);
    expect(output).toContain(`WARNING: ${allVariables.length} company facts are still placeholders`);
    for (const variable of allVariables) expect(output).toContain(`(${variable})`);
  });

  it("lists only the facts still missing", () => {
    const { COMPANY_VAT_NUMBER: _vat, COMPANY_LEADERS_JSON: _leaders, ...someFacts } = realFacts;
    const { code, output } = check(someFacts);
    expect(code).toBe(0);
    expect(output).toContain("WARNING: 2 company facts are still placeholders");
    expect(output).toContain("- VAT number (COMPANY_VAT_NUMBER)");
    expect(output).toContain("- leaders' names (COMPANY_LEADERS_JSON)");
    expect(output).not.toContain("(COMPANY_PHONE)");
  });

  it("lists the head office's national address and coordinates while they are the defaults Our Location shows", () => {
    const { code, output } = check({
      ...realFacts,
      COMPANY_NATIONAL_ADDRESS_JSON: JSON.stringify(defaultSiteConfig.nationalAddress),
      COMPANY_HEAD_OFFICE_COORDINATES: `${defaultSiteConfig.headOfficeCoordinates.latitude},${defaultSiteConfig.headOfficeCoordinates.longitude}`,
    });
    expect(code).toBe(0);
    expect(output).toContain("WARNING: 2 company facts are still placeholders");
    expect(output).toContain("- national address (COMPANY_NATIONAL_ADDRESS_JSON)");
    expect(output).toContain("- head office coordinates (COMPANY_HEAD_OFFICE_COORDINATES)");
  });

  it("fails with REQUIRE_REAL_COMPANY_FACTS=true while any fact is a placeholder", () => {
    const { code, output } = check({ ...realFacts, COMPANY_PHONE: "", REQUIRE_REAL_COMPANY_FACTS: "true" });
    expect(code).toBe(1);
    expect(output).toContain("build stopped. REQUIRE_REAL_COMPANY_FACTS=true and 1 company fact is still a placeholder");
    expect(output).toContain("- phone (COMPANY_PHONE)");
  });

  it("passes quietly with REQUIRE_REAL_COMPANY_FACTS=true once every fact is configured", () => {
    const { code, output } = check({ ...realFacts, REQUIRE_REAL_COMPANY_FACTS: "true" });
    expect(code).toBe(0);
    expect(output).toContain("Company facts: all configured.");
    expect(output).not.toContain("WARNING");
  });

  it("names each configured text that would show in English on Arabic pages, and lets the build go on", () => {
    const { COMPANY_FACTS_AR_JSON: arabicFacts, ...withoutArabic } = realFacts;
    const { "Riyadh Chamber": _body, ...allButOne } = JSON.parse(arabicFacts!) as Record<string, string>;
    const { code, output } = check({ ...withoutArabic, COMPANY_FACTS_AR_JSON: JSON.stringify(allButOne) });
    expect(code).toBe(0);
    expect(output).toContain("WARNING: 1 configured text has no Arabic and will show in English on Arabic pages:\n  - Riyadh Chamber\n");
    // Texts the catalogues translate (the city, the street) need no entry.
    expect(output).not.toMatch(/^ {2}- (Riyadh|King Fahd Road)$/m);
    expect(check(withoutArabic).output).toContain("WARNING: 4 configured texts have no Arabic");
  });

  it("refuses Arabic facts that are not written in Arabic", () => {
    const { code, output } = check({ ...realFacts, COMPANY_FACTS_AR_JSON: JSON.stringify({ "Saad Al-Harbi": "Saad Al-Harbi" }) });
    expect(code).toBe(1);
    expect(output).toContain("COMPANY_FACTS_AR_JSON");
    expect(output).toContain("each value in Arabic letters");
  });

  it("fails on a malformed fact, naming the variable", () => {
    const { code, output } = check({ ...realFacts, COMPANY_VAT_NUMBER: "12345" });
    expect(code).toBe(1);
    expect(output).toContain("COMPANY_VAT_NUMBER: 15 digits starting and ending with 3");
  });
});
