import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/config/env.server";
import { loadSecrets } from "~/config/secrets.server";

describe("the environment", () => {
  it("treats empty and blank values as unset, everywhere", () => {
    // An empty retired company variable (docs/decisions/136) is unset too, not refused.
    const env = parseEnv({
      PORT: "",
      DATA_DIR: "  ",
      SMTP_URL: "",
      LEAD_ACK_EMAIL: "",
      TRUST_PROXY: "",
      SALES_EMAIL: "",
      COMPANY_PHONE: " ",
    });
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", LEAD_ACK_EMAIL: false, TRUST_PROXY: false });
    expect([env.SMTP_URL, env.SALES_EMAIL]).toEqual([undefined, undefined]);
  });

  it("reads flags in any case and numbers as numbers", () => {
    expect(parseEnv({ LEAD_ACK_EMAIL: "TRUE", HSTS: "no", FORM_RATE_PER_MINUTE: "12" })).toMatchObject({
      LEAD_ACK_EMAIL: true,
      HSTS: false,
      FORM_RATE_PER_MINUTE: 12,
    });
  });

  it("caps a visitor's mails at 3 a day unless set, 0 turning the cap off, and refuses anything but a count", () => {
    expect(parseEnv({}).VISITOR_MAIL_DAILY_CAP).toBe(3);
    expect(parseEnv({ VISITOR_MAIL_DAILY_CAP: "0" }).VISITOR_MAIL_DAILY_CAP).toBe(0);
    for (const value of ["-1", "2.5", "three"]) expect(() => parseEnv({ VISITOR_MAIL_DAILY_CAP: value })).toThrow(/VISITOR_MAIL_DAILY_CAP/);
  });

  it.each([
    ["1", 1],
    ["false", false],
    ["10.0.0.1", ["10.0.0.1"]],
    ["loopback, 10.1.0.0/16, fd00::/8", ["loopback", "10.1.0.0/16", "fd00::/8"]],
  ])("takes TRUST_PROXY=%s as a hop count or a list of proxies", (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["true", "yes", "10.0.0.1/33", "proxy.example.com"])("refuses TRUST_PROXY=%s", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
  });

  it("refuses the company facts' old variables, pointing to the settings file that holds the facts now", () => {
    const parse = () => parseEnv({ COMPANY_PHONE: "+966 11 234 5678", COMPANY_FACTS_AR_JSON: "{}", SITE_URL: "https://k2.example.sa" });
    expect(parse).toThrow(EnvError);
    expect(parse).toThrow(
      "COMPANY_PHONE, COMPANY_FACTS_AR_JSON: company facts are no longer read from the environment. Write them in content/settings/company.yaml and unset them",
    );
    expect(parseEnv({ SITE_URL: "https://k2.example.sa", REQUIRE_REAL_COMPANY_FACTS: "true" })).toMatchObject({
      SITE_URL: "https://k2.example.sa",
      REQUIRE_REAL_COMPANY_FACTS: true,
    });
  });

  it("names every bad variable in one error", () => {
    const parse = () =>
      parseEnv({ PORT: "http", DATABASE_URL: "mysql://db", SALES_EMAIL: "sales@example.com, nope", COMPANY_OFFICES_JSON: "[]" });
    expect(parse).toThrow(EnvError);
    expect(parse).toThrow(
      /PORT: must be a port number[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*SALES_EMAIL[\s\S]*COMPANY_OFFICES_JSON: company facts/,
    );
    // Settings that only make sense together are checked once each is valid on its own.
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: "https://crm.example.com" })).toThrow(/LEADS_WEBHOOK_SECRET: required/);
  });
});

describe("the secrets", () => {
  const tempDataDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "secrets-")), "data");

  it("are made once and kept in the data folder, private to the server's user", () => {
    const dataDir = tempDataDir();
    const first = loadSecrets(parseEnv({ DATA_DIR: dataDir }));
    expect(first.fromDataDir).toEqual(["formSecret", "leadHashSalt", "newsletterSecret", "surveySecret"]);
    expect(new Set([first.formSecret, first.leadHashSalt, first.newsletterSecret, first.surveySecret]).size).toBe(4);
    expect(loadSecrets(parseEnv({ DATA_DIR: dataDir }))).toEqual(first);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
  });

  it("come from the environment when set, and only the missing ones from the file", () => {
    const dataDir = tempDataDir();
    const secrets = loadSecrets(parseEnv({ DATA_DIR: dataDir, NEWSLETTER_SECRET: "newsletter-secret-0123456789" }));
    expect(secrets.newsletterSecret).toBe("newsletter-secret-0123456789");
    expect(secrets.fromDataDir).toEqual(["formSecret", "leadHashSalt", "surveySecret"]);
    const everything = {
      FORM_SECRET: "form-secret-0123456789",
      LEAD_HASH_SALT: "salt-0123456789",
      NEWSLETTER_SECRET: "newsletter-secret-0123456789",
      SURVEY_SECRET: "survey-secret-0123456789",
    };
    expect(loadSecrets(parseEnv({ DATA_DIR: tempDataDir(), ...everything })).fromDataDir).toEqual([]);
  });
});
