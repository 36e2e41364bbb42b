import { createHmac, timingSafeEqual } from "node:crypto";
import { getSecrets } from "~/config/secrets.server";
import { MAX_STAMP_AGE_MS } from "~/leads/schemas/spam";

// Stamps are "<issued ms>.<hmac>": the server can tell when it served the form, and nobody can forge an older time.
// FORM_SECRET must be shared by every instance (app/config/secrets.server.ts).
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
