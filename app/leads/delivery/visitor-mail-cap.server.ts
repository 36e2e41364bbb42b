import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { mailboxKey } from "~/leads/schemas/mailbox";
import { riyadhDay } from "~/i18n/riyadh-day";

// The daily cap on mails to one visitor (issue 22, docs/decisions/121): every mail to a visitor's address counts
// against its mailbox (case and +tag do not make another one) for the Riyadh day, acknowledgements, survey mails and
// newsletter confirmations together. A mail is counted before it is sent, in one upsert that also checks the cap, so
// that two workers cannot both send the mail past it; a send that fails gives its place back. Only an HMAC of the
// mailbox is stored, and only for its day (purgeVisitorMailCounts).

export interface VisitorMailCap {
  /** Mails one mailbox may receive per Riyadh day; 0: no cap. */
  perDay: number;
  /** Keys the mailbox's HMAC (LEAD_HASH_SALT). */
  salt: string;
}

/** What is counted besides the daily total: a newsletter confirmation is one a day per mailbox, however addressed. */
export type ExtraCount = "newsletter-confirmation";

/** A counted mail: give its place back when it was not sent after all. */
export interface CountedMail {
  uncount(): Promise<void>;
}

interface Counter {
  key: string;
  cap: number;
  refusal: string;
}

class CapReached {
  constructor(readonly refusal: string) {}
}

function counters(address: string, cap: VisitorMailCap, extra?: ExtraCount): Counter[] {
  const mailbox = mailboxKey(address);
  const key = (what: string) => createHmac("sha256", cap.salt).update(`${what}:${mailbox}`).digest("hex");
  const all = [{ key: key("visitor-mail"), cap: cap.perDay, refusal: `the recipient's daily cap (${cap.perDay}) is reached` }];
  if (extra) all.push({ key: key(extra), cap: 1, refusal: "the recipient's mailbox had its newsletter confirmation today" });
  return all.filter((counter) => counter.cap > 0);
}

/** Counts one mail to the address now; the reason when a cap of the day is reached (nothing is counted then). */
export async function countVisitorMail(
  db: Kysely<Database>,
  address: string,
  cap: VisitorMailCap,
  now: Date,
  extra?: ExtraCount,
): Promise<CountedMail | { refused: string }> {
  const day = riyadhDay(now);
  const counted = counters(address, cap, extra);
  try {
    await db.transaction().execute(async (trx) => {
      for (const counter of counted) {
        const row = await trx
          .insertInto("visitor_mail_counts")
          .values({ counter: counter.key, day, mails: 1 })
          .onConflict((conflict) =>
            conflict
              .columns(["counter", "day"])
              .doUpdateSet((eb) => ({ mails: eb("visitor_mail_counts.mails", "+", 1) }))
              .where("visitor_mail_counts.mails", "<", counter.cap),
          )
          .returning("mails")
          .executeTakeFirst();
        if (!row) throw new CapReached(counter.refusal);
      }
    });
  } catch (error) {
    if (error instanceof CapReached) return { refused: error.refusal };
    throw error;
  }
  const keys = counted.map((counter) => counter.key);
  return {
    uncount: async () => {
      if (keys.length === 0) return;
      await db
        .updateTable("visitor_mail_counts")
        .set((eb) => ({ mails: eb("mails", "-", 1) }))
        .where("counter", "in", keys)
        .where("day", "=", day)
        .where("mails", ">", 0)
        .execute();
    },
  };
}

/** Deletes the counts of past days: a day's count serves nothing once the day is over in Riyadh. */
export async function purgeVisitorMailCounts(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("visitor_mail_counts").where("day", "<", riyadhDay(now)).execute();
}
