import { createHmac } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { isPostgres } from "~/db/migrations/helpers";
import { mailboxKey } from "~/leads/schemas/mailbox";
import { clientKey } from "~/security/rate-limit.server";

// Who holds a survey booking, so that one person or one client address holds at most SURVEY_BOOKINGS_PER_PERSON
// upcoming windows (issue 22, docs/decisions/120). A person is one mailbox (case and +tag folded) or one E.164 phone;
// an address counts per IPv4 address or IPv6 /64, as the rate limits do. Stored as keyed hashes (LEAD_HASH_SALT).

export interface HolderKeys {
  /** null: booked without an email (docs/decisions/153); the phone alone then names the person. */
  email_key: string | null;
  phone_key: string;
  client_key: string | null;
}

export type HolderLimit = "person" | "connection";

const keyed = (salt: string, kind: string, value: string) => createHmac("sha256", salt).update(`${kind}:${value}`).digest("hex");

export function holderKeys(person: { email: string; phone: string }, clientAddress: string | null | undefined, salt: string): HolderKeys {
  return {
    email_key: person.email ? keyed(salt, "email", mailboxKey(person.email)) : null,
    phone_key: keyed(salt, "phone", person.phone),
    client_key: clientAddress ? keyed(salt, "client", clientKey(clientAddress)) : null,
  };
}

/**
 * Makes bookings by the same holders wait for each other until commit, so that two at once cannot both count one
 * booking held. SQLite needs nothing: the lead's transaction already holds its only writer lock. PostgreSQL takes a
 * transaction-scoped advisory lock per key, in one order for everyone (no deadlock), before any place is taken.
 */
async function lockHolders(trx: Transaction<Database>, keys: HolderKeys): Promise<void> {
  if (!isPostgres(trx)) return;
  const locks = [keys.email_key, keys.phone_key, keys.client_key]
    .filter((key): key is string => key !== null)
    .map((key) => BigInt.asIntN(64, BigInt(`0x${key.slice(0, 16)}`)))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const lock of locks) await sql`select pg_advisory_xact_lock(${lock.toString()}::bigint)`.execute(trx);
}

/**
 * Which limit these holders have reached with their bookings whose window ends after `upcomingFrom` (a window key:
 * bookings starting after it), if any. Runs in the booking's transaction, holding its holders' locks until commit.
 */
export async function reachedHolderLimit(
  trx: Transaction<Database>,
  keys: HolderKeys,
  upcomingFrom: string,
  limit: number,
): Promise<HolderLimit | undefined> {
  await lockHolders(trx, keys);
  const upcoming = trx
    .selectFrom("site_surveys")
    .select((eb) => eb.fn.countAll<number>().as("held"))
    .where("status", "=", "booked")
    .where("slot_start", ">", upcomingFrom);
  const { email_key: emailKey, phone_key: phoneKey } = keys;
  const person = await upcoming
    .where((eb) => eb.or([eb("phone_key", "=", phoneKey), ...(emailKey === null ? [] : [eb("email_key", "=", emailKey)])]))
    .executeTakeFirstOrThrow();
  if (Number(person.held) >= limit) return "person";
  if (keys.client_key === null) return undefined;
  const connection = await upcoming.where("client_key", "=", keys.client_key).executeTakeFirstOrThrow();
  return Number(connection.held) >= limit ? "connection" : undefined;
}
