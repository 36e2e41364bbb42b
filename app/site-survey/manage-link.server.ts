import { createHmac, timingSafeEqual } from "node:crypto";
import { getSecrets } from "~/config/secrets.server";
import { localizedPath, type Locale } from "~/i18n/locale";
import { formOfReference } from "~/leads/schemas/lead-api";

// The link in the visitor's mail that moves or cancels a survey: the reference and the booking's link version,
// signed with SURVEY_SECRET. Every change through the link bumps the version, so a link works once; the mail sent
// after a move carries the next one. Opening it (GET) only shows the booking; acting is a POST of its page.

export const managePath = "/contact/site-survey/manage";

export interface ManageToken {
  reference: string;
  version: number;
  signature: string;
}

function sign(reference: string, version: number, secret: string): string {
  return createHmac("sha256", secret).update(`survey:${reference}:${version}`).digest("base64url").slice(0, 32);
}

/** The manage page in the visitor's language, with the signed token. */
export function manageUrl(
  siteUrl: string,
  reference: string,
  version: number,
  locale: Locale = "en",
  secret = getSecrets().surveySecret,
): string {
  const query = new URLSearchParams({ ref: reference, v: String(version), sig: sign(reference, version, secret) });
  return `${siteUrl}${localizedPath(managePath, locale)}?${query}`;
}

/** The token of a link (query or posted form), when its signature is right; the version is checked against the booking. */
export function readManageToken(params: URLSearchParams, secret = getSecrets().surveySecret): ManageToken | undefined {
  const reference = params.get("ref") ?? "";
  // Digits as manageUrl writes them (no leading zero): Number() would read "", "0x0", "0.0" and "00" as 0 too.
  const versionText = params.get("v") ?? "";
  const version = Number(versionText);
  const signature = params.get("sig") ?? "";
  if (formOfReference(reference) !== "survey" || !/^(0|[1-9]\d{0,8})$/.test(versionText)) return undefined;
  const expected = Buffer.from(sign(reference, version, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { reference, version, signature } : undefined;
}
