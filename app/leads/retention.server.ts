import { sql } from "kysely";
import { z } from "zod";
import { truncateWal, type AppDatabase } from "~/db/db.server";
import { getDeliveryConfig } from "~/leads/delivery/config.server";
import { purgeVisitorMailCounts } from "~/leads/delivery/visitor-mail-cap.server";
import { normalizeEmail } from "~/leads/store.server";
import { deleteUploads, purgeExpiredUploads, uploadPathsOf } from "~/leads/uploads.server";

// Data rights and retention (Saudi PDPL): leads are kept LEAD_RETENTION_DAYS (default 730)
// and then deleted, and a person's data can be erased on request. Delivery jobs go with
// their lead (on delete cascade) and confirmation tokens with their subscriber. On SQLite, secure_delete zeroes the
// deleted rows in the file and a TRUNCATE checkpoint then drops their old pages from the WAL (docs/decisions/122).
// Files sent with a lead (an applicant's CV, under DATA_DIR/uploads) are deleted with it, and on their own after
// CV_RETENTION_DAYS (default 180): the files first read, then the rows deleted, then the files (docs/decisions/145).

const dayMs = 24 * 60 * 60_000;

/** Whether the SQLite WAL was emptied after the deletion (a busy reader can delay it to the next checkpoint). */
interface Wiped {
  walTruncated: boolean;
}

export interface PurgeResult extends Wiped {
  leads: number;
  subscribers: number;
  /** Files deleted, with their leads or past their own retention. */
  files: number;
  cutoff: string;
}

/**
 * Delete leads older than the limit. A confirmed subscriber's sign-up lead is its proof of
 * consent and stays while the subscription lasts; pending and unsubscribed subscriptions
 * whose sign-up is past the limit go with it.
 */
export async function purgeExpiredLeads(
  db: AppDatabase,
  {
    retentionDays,
    fileRetentionDays = retentionDays,
    now = new Date(),
    dataDir,
  }: { retentionDays: number; fileRetentionDays?: number; now?: Date; dataDir?: string },
): Promise<PurgeResult> {
  const days = z.number().int().positive().parse(retentionDays);
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    // The files of the leads about to go, while their rows name them (the rows go with the leads). A lead kept past
    // the limit is a confirmed subscriber's sign-up, which has no file.
    const filesOfExpired = await trx
      .selectFrom("lead_files")
      .select("path")
      .where("lead_id", "in", trx.selectFrom("leads").select("id").where("created_at", "<", cutoff))
      .execute();
    const expired = trx.selectFrom("leads").select("reference").where("created_at", "<", cutoff);
    const subscribers = await trx
      .deleteFrom("newsletter_subscribers")
      .where("status", "!=", "confirmed")
      .where("lead_reference", "in", expired)
      .executeTakeFirst();
    const leads = await trx
      .deleteFrom("leads")
      .where("created_at", "<", cutoff)
      .where("reference", "not in", trx.selectFrom("newsletter_subscribers").select("lead_reference"))
      .executeTakeFirst();
    // Spent or expired confirmation links serve no purpose after a month.
    await trx
      .deleteFrom("newsletter_tokens")
      .where("expires_at", "<", new Date(now.getTime() - 30 * dayMs).toISOString())
      .execute();
    await purgeVisitorMailCounts(trx, now);
    return {
      leads: Number(leads.numDeletedRows),
      subscribers: Number(subscribers.numDeletedRows),
      cutoff,
      filePaths: filesOfExpired.map((row) => row.path),
    };
  });
  const { filePaths, ...counts } = result;
  // After the commit: a rollback leaves the files their leads still name.
  const withLeads = await deleteUploads(filePaths, dataDir);
  const onTheirOwn = await purgeExpiredUploads(db, { retentionDays: fileRetentionDays, now, dataDir });
  return {
    ...counts,
    files: withLeads + onTheirOwn.files,
    walTruncated: counts.leads + counts.subscribers === 0 || (await truncateWal(db)),
  };
}

export interface EraseResult extends Wiped {
  /** References of the deleted leads. */
  leads: string[];
  subscribers: number;
  /** Delivery jobs deleted with the leads (pending or not). */
  jobs: number;
  /** Files (CVs) deleted with the leads. */
  files: number;
}

const storedEmail = z.object({ email: z.string().optional() });

/** Every lead, subscription and delivery job of one email address; nothing of anyone else. */
export async function eraseByEmail(db: AppDatabase, address: string, { dataDir }: { dataDir?: string } = {}): Promise<EraseResult> {
  const email = normalizeEmail(z.email().parse(address.trim()));
  const result = await db.transaction().execute(async (trx) => {
    // A write first: it takes SQLite's write lock at once, so a concurrent writer makes this
    // wait (busy_timeout) instead of failing to upgrade a read transaction.
    const subscribers = await trx.deleteFrom("newsletter_subscribers").where("email", "=", email).executeTakeFirst();
    // The fields are JSON text: narrow down in SQL, then compare the parsed address exactly
    // (the text match alone would also hit "xnoura@..." or an address quoted in a message).
    const pattern = `%${email.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const candidates = await trx
      .selectFrom("leads")
      .select(["id", "reference", "fields"])
      .where(sql<boolean>`lower(${sql.ref("fields")}) like ${pattern} escape '\\'`)
      .execute();
    const mine = candidates.filter((lead) => {
      const stored = storedEmail.safeParse(JSON.parse(lead.fields));
      return stored.success && stored.data.email !== undefined && normalizeEmail(stored.data.email) === email;
    });
    const ids = mine.map((lead) => lead.id);
    let jobs = 0;
    const filePaths = await uploadPathsOf(trx, ids);
    if (ids.length > 0) {
      const counted = await trx
        .selectFrom("delivery_jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("lead_id", "in", ids)
        .executeTakeFirstOrThrow();
      jobs = Number(counted.n);
      // Explicit, though the cascade would do it: erasure must not depend on a pragma.
      await trx.deleteFrom("delivery_jobs").where("lead_id", "in", ids).execute();
      await trx.deleteFrom("leads").where("id", "in", ids).execute();
    }
    return { leads: mine.map((lead) => lead.reference), subscribers: Number(subscribers.numDeletedRows), jobs, filePaths };
  });
  const { filePaths, ...erased } = result;
  const files = await deleteUploads(filePaths, dataDir);
  return { ...erased, files, walTruncated: await truncateWal(db) };
}

/**
 * Run the purge shortly after start and then every day, in every server instance (the purge
 * is idempotent, so instances need no coordination). Returns the stop function.
 */
export function startRetentionJob(options: {
  db: AppDatabase | (() => Promise<AppDatabase>);
  retentionDays?: number;
  fileRetentionDays?: number;
  intervalMs?: number;
  firstRunAfterMs?: number;
  log?: Pick<Console, "info" | "error">;
}): () => void {
  const log = options.log ?? console;
  const run = async () => {
    try {
      const db = typeof options.db === "function" ? await options.db() : options.db;
      const retentionDays = options.retentionDays ?? getDeliveryConfig().retentionDays;
      const fileRetentionDays = options.fileRetentionDays ?? getDeliveryConfig().fileRetentionDays;
      const result = await purgeExpiredLeads(db, { retentionDays, fileRetentionDays });
      if (result.leads + result.subscribers > 0) {
        log.info(`[retention] deleted ${result.leads} leads and ${result.subscribers} subscriptions older than ${retentionDays} days`);
      }
      // A count, never a file's name.
      if (result.files > 0) log.info(`[retention] deleted ${result.files} uploaded files (CVs kept at most ${fileRetentionDays} days)`);
    } catch (error) {
      log.error(`[retention] purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // unref: a pending purge never keeps a process alive that is otherwise done.
  const first = setTimeout(run, options.firstRunAfterMs ?? 60_000).unref();
  const daily = setInterval(run, options.intervalMs ?? dayMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
