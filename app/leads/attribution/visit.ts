import { SOURCE_FIELD } from "~/leads/schemas/spam";
import {
  ATTRIBUTION_FIELDS,
  LANDING_FIELD,
  LANDING_PAGE_PATTERN,
  REFERRER_FIELD,
  UTM_FIELDS,
  cleanUtmValue,
  externalHost,
} from "~/leads/schemas/attribution-fields";

// The browser's half of a lead's attribution (docs/decisions/160), run by the site script on every page. Kept in
// sessionStorage: first-party, this tab only, gone with it, never sent with a request as a cookie would be.

const storageKey = "lead-attribution";

/**
 * Remembers where the visit began: on its first page, and again when a page is entered from a campaign link or
 * another site (a new visit in the same tab). A path and a host only, never a full URL or another query parameter.
 */
export function rememberLanding(): void {
  const query = new URLSearchParams(location.search);
  const kept: Record<string, string> = {};
  for (const name of UTM_FIELDS) {
    // Only a value present is cleaned: the cleaning pattern's first use costs milliseconds a phone's first task needs.
    const raw = query.get(name);
    const value = raw ? cleanUtmValue(raw) : "";
    if (value) kept[name] = value;
  }
  const referrer = document.referrer ? externalHost(document.referrer, location.hostname) : "";
  if (referrer) kept[REFERRER_FIELD] = referrer;
  try {
    if (Object.keys(kept).length === 0 && sessionStorage.getItem(storageKey)) return;
    if (LANDING_PAGE_PATTERN.test(location.pathname)) kept[LANDING_FIELD] = location.pathname;
    sessionStorage.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Storage refused (a privacy setting): the server falls back to the form's page.
  }
}

/**
 * Adds what was remembered to every lead form's data (a form with the source page field) as it is built: for the
 * browser's own post and for `new FormData(form)` of a live form alike, without touching the form's markup.
 */
export function attachAttribution(): void {
  document.addEventListener("formdata", (event) => {
    const data = event.formData;
    if (!data.has(SOURCE_FIELD)) return;
    let kept: Partial<Record<string, unknown>>;
    try {
      kept = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Partial<Record<string, unknown>>;
    } catch {
      return;
    }
    for (const name of ATTRIBUTION_FIELDS) {
      const value = kept[name];
      if (typeof value === "string" && value && !data.has(name)) data.set(name, value);
    }
  });
}
