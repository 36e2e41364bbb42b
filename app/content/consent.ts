// The consent every lead form asks for. Stored with each lead together with its version and time (PDPL).
export const consent = {
  text: "I agree to the privacy policy and terms of service",
  /** Change the version whenever the text or the privacy notice changes materially. */
  version: "2026-11-21",
  privacyPath: "/legal/privacy",
  termsPath: "/legal/terms",
} as const;

/** The footer box has no checkbox: subscribing, then confirming by email (double opt-in), is the consent. */
export const newsletterConsent = {
  text: "Subscribe to security news and offers by email, at most once a month; confirmed by the link we email",
  version: consent.version,
} as const;
