import { ATTRIBUTION_FIELDS, externalHost } from "~/leads/schemas/attribution-fields";
import { validAttribution, type Attribution } from "~/leads/schemas/attribution";

// Where a lead came from, as the pipeline reads it from a submission (docs/decisions/160).

/** The attribution fields of a form's body apart from the form's own fields. */
export function splitAttribution(body: Record<string, string>): { fields: Record<string, string>; posted: Record<string, string> } {
  const fields: Record<string, string> = {};
  const posted: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) (ATTRIBUTION_FIELDS.includes(name) ? posted : fields)[name] = value;
  return { fields, posted };
}

/**
 * What the site script sent; when it sent nothing (no JavaScript, storage refused), the form's own page as the
 * landing page and the Referer's host when it is another site's (a plain post's Referer is mostly the form's page).
 */
export function submissionAttribution(posted: Record<string, string>, sourcePage: string, request: Request): Attribution {
  if (Object.keys(posted).length > 0) return validAttribution(posted);
  const referer = request.headers.get("referer");
  return validAttribution({
    landingPage: sourcePage || undefined,
    referrerHost: referer ? externalHost(referer, new URL(request.url).hostname) || undefined : undefined,
  });
}

/** The lead's source for counting: its utm_source, else the referring site's host, else "direct". */
export const sourceOf = (attribution: Attribution): string => attribution.utm_source ?? attribution.referrerHost ?? "direct";
