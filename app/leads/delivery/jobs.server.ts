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

type Settlement = { status: "delivered" } | { status: "pending"; nextAttemptAt: Date; error: string } | { status: "failed"; error: string };

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
      last_error: outcome.status === "delivered" ? null : outcome.error.slice(0, 2000),
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
