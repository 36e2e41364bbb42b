import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database, SubscriberRow } from "~/db/schema";
import { localizedPath, type Locale } from "~/i18n/locale";

// Newsletter double opt-in. A confirmation link holds a random token that is stored only as
// its SHA-256, works once and for 7 days. Unsubscribe links hold the subscriber id and an
// HMAC of it: nothing to store, valid in every mail ever sent, and cannot be forged or
// guessed for another address. Both answers tell a visitor nothing about other addresses.

export const confirmationValidityMs = 7 * 24 * 60 * 60_000;
export const confirmPath = "/newsletter/confirm";
export const unsubscribePath = "/newsletter/unsubscribe";

/** 32 random bytes, base64url: 43 characters. */
const confirmTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const unsubscribeTokenSchema = z
  .string()
  // At most 9 digits: a larger number would overflow PostgreSQL's integer id and fail the query.
  .regex(/^\d{1,9}\.[A-Za-z0-9_-]{43}$/)
  .transform((token) => {
    const [id, mac] = token.split(".") as [string, string];
    return { id: Number(id), mac };
  });

/** Whether a link's token has the shape of a confirmation or an unsubscribe token (the page asks before acting). */
export function looksLikeLinkToken(kind: "confirm" | "unsubscribe", token: unknown): boolean {
  return (kind === "confirm" ? confirmTokenSchema : unsubscribeTokenSchema).safeParse(token).success;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new confirmation token for the subscriber; only its hash is written. */
export async function issueConfirmationToken(db: Kysely<Database>, subscriberId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("newsletter_tokens")
    .values({
      subscriber_id: subscriberId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + confirmationValidityMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export type ConfirmOutcome = "confirmed" | "used" | "expired" | "invalid";

/** Confirm the subscription behind a link's token. Any input is accepted (it comes from a URL). */
export async function confirmSubscription(db: Kysely<Database>, token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  const parsed = confirmTokenSchema.safeParse(token);
  if (!parsed.success) return "invalid";
  const at = now.toISOString();
  const hash = hashToken(parsed.data);
  const confirmed = await db.transaction().execute(async (trx) => {
    // The spending update comes first: it takes SQLite's write lock at once (a read first
    // would fail to upgrade while another connection writes), and of two simultaneous
    // clicks exactly one matches.
    const spent = await trx
      .updateTable("newsletter_tokens")
      .set({ used_at: at })
      .where("token_hash", "=", hash)
      .where("used_at", "is", null)
      .where("expires_at", ">", at)
      .returning("subscriber_id")
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "confirmed", updated_at: at })
      .where("id", "=", spent.subscriber_id)
      .execute();
    // Older links of the same subscriber are spent too: single use per subscription.
    await retireTokens(trx, spent.subscriber_id, at);
    return true;
  });
  if (confirmed) return "confirmed";
  // Not spendable: say why, for the answer page.
  const row = await db.selectFrom("newsletter_tokens").select(["used_at", "expires_at"]).where("token_hash", "=", hash).executeTakeFirst();
  if (!row) return "invalid";
  return row.used_at ? "used" : "expired";
}

async function retireTokens(db: Kysely<Database>, subscriberId: number, at: string): Promise<void> {
  await db
    .updateTable("newsletter_tokens")
    .set({ used_at: at })
    .where("subscriber_id", "=", subscriberId)
    .where("used_at", "is", null)
    .execute();
}

function unsubscribeMac(subscriber: Pick<SubscriberRow, "id" | "email">, secret: string): string {
  // The address is part of the MAC: after an erase, a new subscriber reusing the id is not
  // reachable through an old link.
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${subscriber.id}:${subscriber.email}`).digest("base64url");
}

export function unsubscribeToken(subscriber: Pick<SubscriberRow, "id" | "email">, secret: string): string {
  return `${subscriber.id}.${unsubscribeMac(subscriber, secret)}`;
}

/** The confirmation page in the subscriber's language, with the token. */
export function confirmUrl(siteUrl: string, token: string, locale: Locale = "en"): string {
  return `${siteUrl}${localizedPath(confirmPath, locale)}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(
  siteUrl: string,
  subscriber: Pick<SubscriberRow, "id" | "email">,
  secret: string,
  locale: Locale = "en",
): string {
  return `${siteUrl}${localizedPath(unsubscribePath, locale)}?token=${encodeURIComponent(unsubscribeToken(subscriber, secret))}`;
}

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/** Unsubscribe through a link's token. Idempotent: a second click answers the same. */
export async function unsubscribe(db: Kysely<Database>, token: unknown, secret: string, now = new Date()): Promise<UnsubscribeOutcome> {
  const parsed = unsubscribeTokenSchema.safeParse(token);
  if (!parsed.success) return "invalid";
  const subscriber = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email"])
    .where("id", "=", parsed.data.id)
    .executeTakeFirst();
  if (!subscriber || !safeEqual(parsed.data.mac, unsubscribeMac(subscriber, secret))) return "invalid";
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed", updated_at: at })
      .where("id", "=", subscriber.id)
      .execute();
    // A confirmation link still lying in the inbox must not bring the subscription back.
    await retireTokens(trx, subscriber.id, at);
  });
  return "unsubscribed";
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
