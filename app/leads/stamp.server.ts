import { createHmac, timingSafeEqual } from "node:crypto";
import { getSecrets } from "~/config/secrets.server";
import { MAX_STAMP_AGE_MS } from "~/leads/schemas/spam";

// Stamps are "<issued ms>.<hmac>": the server can tell when it first served the site to a visitor, and nobody can
// forge an older time. They travel in a cookie set with the page's headers, so pages stay byte-identical files;
// a post without a valid one (a bot that keeps no cookies, a post faster than a person) is refused or dropped.
// FORM_SECRET must be shared by every instance (app/config/secrets.server.ts).

export const STAMP_COOKIE = "form_stamp";
const sign = (issuedAt: string) => createHmac("sha256", getSecrets().formSecret).update(issuedAt).digest("base64url");

export function issueFormStamp(now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt)}`;
}

export type StampCheck = { valid: true; ageMs: number } | { valid: false };

export function verifyFormStamp(stamp: string | undefined, now = Date.now()): StampCheck {
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(stamp ?? "");
  if (!match) return { valid: false };
  const [, issuedAt, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(issuedAt));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { valid: false };
  const ageMs = now - Number(issuedAt);
  if (ageMs < 0 || ageMs > MAX_STAMP_AGE_MS) return { valid: false };
  return { valid: true, ageMs };
}

/** The stamp a request carries in its cookies, if any. */
export function stampFromCookies(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === STAMP_COOKIE) return value.join("=");
  }
  return undefined;
}

/**
 * Whether a page answer should set a new stamp: none yet, an invalid one, or one past half its life. A valid
 * stamp is kept, so opening another tab does not restart the minimum fill time of a form already filled in.
 */
export function needsFreshStamp(cookieHeader: string | null | undefined, now = Date.now()): boolean {
  const check = verifyFormStamp(stampFromCookies(cookieHeader), now);
  return !check.valid || check.ageMs > MAX_STAMP_AGE_MS / 2;
}

/** The Set-Cookie value carrying a fresh stamp. */
export function freshStampCookie(secure: boolean, now = Date.now()): string {
  return `${STAMP_COOKIE}=${issueFormStamp(now)}; Path=/; Max-Age=${MAX_STAMP_AGE_MS / 1000}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
