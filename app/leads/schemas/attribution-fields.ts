// Where a lead came from (issue 26, docs/decisions/160): the first page of the visit, the referring site's host and
// the landing URL's utm_* values. The names, limits and characters the site script keeps them by and the server
// checks them with; plain code, so that the site script carries no schema library.

export const LANDING_FIELD = "landingPage";
export const REFERRER_FIELD = "referrerHost";
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
/** The hidden fields the site script adds to a lead form's data, in this order. */
export const ATTRIBUTION_FIELDS: readonly string[] = [LANDING_FIELD, REFERRER_FIELD, ...UTM_FIELDS];

export const attributionLimits = { landingPage: 256, referrerHost: 253, utm: 100 } as const;

/** A path without its query or fragment, as `location.pathname` gives it (percent-encoded ASCII). */
export const LANDING_PAGE_PATTERN = /^\/[\w\-.~%!$&'()*+,;=:@/]{0,255}$/;
/** A host name as `URL.hostname` gives it: lower case, punycode, no port. */
export const REFERRER_HOST_PATTERN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;
/** A campaign's words in any script (Arabic ones included), digits and a few separators. */
export const UTM_VALUE_PATTERN = /^[\p{L}\p{M}\p{N} ._~+:/|,()-]{1,100}$/u;

/** A utm_* value as kept: other characters become spaces, runs of spaces one, at most 100 characters. */
export function cleanUtmValue(value: string): string {
  const cleaned = value
    .replace(/[^\p{L}\p{M}\p{N} ._~+:/|,()-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...cleaned].slice(0, attributionLimits.utm).join("").trim();
}

/** The host of a referring URL when it is another site's, else "" (this site, no referrer, not http(s)). */
export function externalHost(referrer: string, ownHost: string): string {
  try {
    const url = new URL(referrer);
    const host = url.hostname.toLowerCase();
    return /^https?:$/.test(url.protocol) && host !== ownHost.toLowerCase() && REFERRER_HOST_PATTERN.test(host) ? host : "";
  } catch {
    return "";
  }
}
