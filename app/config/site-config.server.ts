import settingsFile from "/content/settings/company.yaml";
import type { Bilingual } from "~/content/bilingual";
import { parseCompanySettings, type CompanySettings } from "~/content/company-settings";
import { defaultSiteConfig, siteConfigOf, type SiteConfig } from "~/content/site";
import type { Locale } from "~/i18n/locale";
import { getEnv, type Env } from "./env.server";

/**
 * The company's facts, from content/settings/company.yaml: read when the server bundle is built (prerendered pages
 * and the running server agree), and validated then, so a bad field stops the build naming file and field.
 */
export const companySettings: Bilingual<CompanySettings> = parseCompanySettings(settingsFile);

/** The public site facts in a language: the settings file's and the site's address (`SITE_URL`). */
export function readSiteConfig(locale: Locale = "en", env: Env = getEnv(), settings = companySettings): SiteConfig {
  return siteConfigOf(settings, locale, env.SITE_URL ?? defaultSiteConfig.siteUrl);
}
