import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import { isPostgres } from "../../db/migrations/helpers";
import type { Database, DeliveryJobRow } from "~/db/schema";

// Claiming and settling outbox jobs. A claim marks jobs 'delivering' under a lease in one
// statement, so two workers (two processes, two servers) never hold the same job at once:
// on PostgreSQL the candidate rows are locked with FOR UPDATE SKIP LOCKED (a concurrent
// claimer skips them instead of waiting), on SQLite the single UPDATE runs under the
// database's write lock. Settling only applies while the worker still holds the lease.

export interface ClaimOptions {
  workerId: string;
  limit: number;
  now: Date;
  leaseMs: number;
}

/** Take up to `limit` due jobs: pending and due, or 'delivering' with a lapsed lease. */
export async function claimJobs(db: Kysely<Database>, { workerId, limit, now, leaseMs }: ClaimOptions): Promise<DeliveryJobRow[]> {
  const at = now.toISOString();
  const due = db
    .selectFrom("delivery_jobs")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
        // The holder died or hung past its lease: the job is taken over, never lost.
        eb.and([eb("status", "=", "delivering"), eb("locked_until", "<=", at)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  return db
    .updateTable("delivery_jobs")
    .set((eb) => ({
      status: "delivering",
      // Counted at claim time: an attempt that crashes the process still counts.
      attempts: eb("attempts", "+", 1),
      locked_by: workerId,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: at,
    }))
    .where("id", "in", isPostgres(db) ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

export type Settlement =
  { status: "delivered" | "skipped" } | { status: "pending"; nextAttemptAt: Date; error: string } | { status: "failed"; error: string };

/** Record the outcome of an attempt. false when the lease was lost (another worker owns the job now). */
export async function settleJob(
  db: Kysely<Database>,
  job: Pick<DeliveryJobRow, "id">,
  workerId: string,
  outcome: Settlement,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("delivery_jobs")
    .set({
      status: outcome.status,
      next_attempt_at: outcome.status === "pending" ? outcome.nextAttemptAt.toISOString() : undefined,
      last_error: "error" in outcome ? outcome.error.slice(0, 2000) : null,
      locked_by: null,
      locked_until: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", job.id)
    .where("status", "=", "delivering")
    .where("locked_by", "=", workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * settleJob, tried again while the database is unreachable, until shortly before the lease runs out (or `signal`
 * aborts). A delivered job whose outcome is not recorded would be taken over and sent again once its lease lapses:
 * an outage of the database shorter than the lease must not turn into a duplicate. Throws the last error when it
 * gives up; false, as settleJob, when the lease was lost.
 */
export async function settleJobWhileLeased(
  db: Kysely<Database>,
  job: Pick<DeliveryJobRow, "id" | "locked_until">,
  workerId: string,
  outcome: Settlement,
  now: () => Date,
  signal?: AbortSignal,
): Promise<boolean> {
  // In real time, so that a test's frozen clock cannot make this wait forever; a tenth of the lease kept as margin.
  const leaseLeft = job.locked_until ? new Date(job.locked_until).getTime() - now().getTime() : 0;
  const giveUpAt = Date.now() + leaseLeft * 0.9;
  for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
    try {
      return await settleJob(db, job, workerId, outcome, now());
    } catch (error) {
      if (signal?.aborted || Date.now() + pause >= giveUpAt) throw error;
      await sleep(pause);
    }
  }
}
