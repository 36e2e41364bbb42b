import type { Locale } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { fillSiteFactsIn, type SiteConfig } from "./site";

// The consent every lead form asks for. Stored with each lead together with its version and time (PDPL).
export const consent = {
  text: "I agree to the privacy policy and terms of service",
  /** Change the version whenever the text, the notice beside it or the privacy notice changes materially. */
  version: "2026-11-24",
  privacyPath: "/legal/privacy",
  termsPath: "/legal/terms",
} as const;

/** The optional box apart from the consent (PDPL Art. 25: marketing needs its own prior consent); never ticked for the visitor. */
export const marketingConsent = {
  text: "Also send me occasional security news and offers. Optional: you can opt out at any time.",
} as const;

/**
 * The short notice beside the consent box, at the point of collection (PDPL Art. 13): who collects, why and on what
 * basis, who receives the data, any transfer abroad, what happens without it, the visitor's rights, and the full notice.
 * {company} and {email}: the site facts (fillSiteFacts).
 */
export const collectionNoticeText = {
  title: "How we use your details",
  items: [
    { label: "Who collects them", text: "{company}, Riyadh, Saudi Arabia ({email})." },
    {
      label: "Why",
      text: "To answer this request: call or email you, prepare a quote, arrange a survey. Legal basis: your consent.",
    },
    {
      label: "Who receives them",
      text: "Our sales and support staff, and the email and customer-management services that handle requests for us.",
    },
    {
      label: "Outside Saudi Arabia",
      text: "Only if one of those services processes them abroad, with the safeguards the PDPL requires.",
    },
    { label: "If you do not give them", text: "Without a name and a way to reach you we cannot answer; other fields are optional." },
    {
      label: "Your rights",
      text: "To be informed, to see, copy, correct or delete your data, and to withdraw consent: write to {email}.",
    },
  ],
  fullNotice: "Read the full privacy notice",
};

/** The notice in a language, with the company's facts filled in. */
export function collectionNotice(site: SiteConfig, locale: Locale = "en") {
  return fillSiteFactsIn(localize(collectionNoticeText, locale), site);
}

/** The footer box has no checkbox: subscribing, then confirming by email (double opt-in), is the consent. */
export const newsletterConsent = {
  text: "Subscribe to security news and offers by email, at most once a month; confirmed by the link we email",
  version: consent.version,
} as const;
