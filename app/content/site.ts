import type { Bilingual } from "./in-locale";
import { replyTimeIn } from "~/i18n/reply-time";
import { englishPlaceholders, placeholderNames } from "./company-placeholders";
import type { CompanySettings, Founding, Licence, Office } from "./company-settings";
import type { Locale } from "~/i18n/locale";

// The company's facts as pages use them: the settings file's block in the page's language (content/settings/
// company.yaml, read by app/config/site-config.server.ts) and the site's address. docs/decisions/080, 081, 136.
export type { Coordinates, Founding, Leader, Licence, NationalAddress, Office, PartnerLogo, ProofFigures } from "./company-settings";

export interface SiteConfig extends Omit<CompanySettings, "awardingBodies"> {
  /** The language of every text here. */
  locale: Locale;
  siteUrl: string;
  /** The company's name in the site's other language (structured data's alternateName). */
  alternateName: string;
  /** Awarding body, in this language, by the award's English title (app/content/about.ts); an award without one is not shown. */
  awardingBodies: Record<string, string>;
}

/** The facts in one language, for a site at `siteUrl`. */
export function siteConfigOf(settings: Bilingual<CompanySettings>, locale: Locale, siteUrl: string): SiteConfig {
  const { awardingBodies, ...facts } = settings[locale];
  return {
    ...facts,
    locale,
    siteUrl: siteUrl.replace(/\/+$/, ""),
    alternateName: settings[locale === "en" ? "ar" : "en"].companyName,
    awardingBodies: Object.fromEntries(awardingBodies.map(({ award, body }) => [award, body])),
  };
}

/**
 * The placeholders in English at the default address: what a page shows when rendered without the root's data (an
 * error page, a component's unit test), and what tells a real CR number from the placeholder.
 */
export const defaultSiteConfig: SiteConfig = {
  ...englishPlaceholders,
  locale: "en",
  siteUrl: "http://localhost:3000",
  alternateName: placeholderNames.ar,
  awardingBodies: {},
};

/** Digits only, for tel: and wa.me links. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp click-to-chat: the number in international form, digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** The year "N+ years" counts to: the configured one, else the current (at build time, the build's) year. */
export function factsYear(founding: Founding, now: Date = new Date()): number {
  return founding.asOfYear ?? now.getFullYear();
}

/** Whole years from `since` to the facts' year, as the spec counts them ("7+ Years" from 2017 in 2024). */
export function yearsSince(since: number, founding: Founding, now?: Date): number {
  return Math.max(0, factsYear(founding, now) - since);
}

/** The registration facts a Saudi buyer checks (CR, VAT, licences), each only once configured: never a placeholder. */
export const registrationLabels: Bilingual<{ commercialRegistration: string; vat: string }> = {
  en: { commercialRegistration: "CR No.", vat: "VAT No." },
  ar: { commercialRegistration: "رقم السجل التجاري", vat: "الرقم الضريبي" },
};

export function registrationFacts(site: SiteConfig): Licence[] {
  const labels = registrationLabels[site.locale];
  return [
    ...(site.commercialRegistration !== defaultSiteConfig.commercialRegistration
      ? [{ label: labels.commercialRegistration, number: site.commercialRegistration }]
      : []),
    ...(site.vatNumber ? [{ label: labels.vat, number: site.vatNumber }] : []),
    ...site.licences,
  ];
}

/** Offices with those in Saudi Arabia (the head office in Riyadh) first, the rest in their configured order. */
export function officesHeadFirst(offices: readonly Office[]): Office[] {
  return [...offices].sort((a, b) => Number(b.country === "SA") - Number(a.country === "SA"));
}

/**
 * Fills the site's facts into a text of the content: {company}, {email}, {phone}; the proof figures {clients},
 * {projects}, {satisfaction} and {teamSize}; the founding story's {engineersSince}, {incorporated} and {years} (the
 * years of work since {engineersSince}: one count everywhere, docs/decisions/081); the reply-time promise {replyTime}
 * (docs/decisions/156).
 */
export function fillSiteFacts(text: string, site: SiteConfig): string {
  const { founding, proof } = site;
  const facts: Record<string, string | number> = {
    company: site.companyName,
    email: site.email,
    phone: site.phone,
    clients: proof.clients,
    projects: proof.projects,
    satisfaction: proof.satisfactionPercent,
    teamSize: proof.teamSize,
    engineersSince: founding.engineersSince,
    incorporated: founding.incorporated,
    years: yearsSince(founding.engineersSince, founding),
    year: new Date().getFullYear(),
    replyTime: replyTimeIn(site.replyWithinHours, site.locale),
  };
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (name in facts ? String(facts[name]) : token));
}

/** The same for every text inside a content object (arrays and plain objects; anything else as it is). */
export function fillSiteFactsIn<T>(value: T, site: SiteConfig): T {
  if (typeof value === "string") return fillSiteFacts(value, site) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillSiteFactsIn(item, site)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSiteFactsIn(item, site)])) as T;
  }
  return value;
}
