import type { Kysely, Transaction } from "kysely";
import { isPostgres } from "./migrations/helpers";
import type { Database } from "./schema";

// Group commit for SQLite (docs/decisions/056). With synchronous=FULL every commit waits for the disk, and
// better-sqlite3 waits on the event loop: one commit per lead caps the site at a few hundred leads a second and
// stalls every request behind each sync. Here the units of work that arrive while one commit runs are written
// together in the next transaction, each within its own savepoint (one failing rolls back only itself), and each
// caller hears of its result only after that transaction is committed and synced: what is acknowledged is on disk.
// PostgreSQL runs concurrent transactions on its pool and groups WAL flushes itself: there, one transaction each.

export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>;

/** Most units in one transaction: bounds the time the connection is held and what one failed commit refuses. */
const MAX_BATCH = 64;

interface Pending {
  work: TransactionWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

class CommitGroup {
  private pending: Pending[] = [];
  private running = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: TransactionWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) {
        this.running = true;
        // After the current turn of the event loop, so that the requests already read join this batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.pending.length > 0) await this.commit(this.pending.splice(0, MAX_BATCH));
    this.running = false;
  }

  private async commit(batch: Pending[]) {
    const outcomes: Outcome[] = [];
    try {
      const trx = await this.db.startTransaction().execute();
      try {
        for (const { work } of batch) {
          const unit = await trx.savepoint("unit").execute();
          try {
            outcomes.push({ ok: true, value: await work(unit) });
            await unit.releaseSavepoint("unit").execute();
          } catch (error) {
            await unit.rollbackToSavepoint("unit").execute();
            await unit.releaseSavepoint("unit").execute();
            outcomes.push({ ok: false, error });
          }
        }
        await trx.commit().execute();
      } catch (error) {
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
        throw error;
      }
    } catch (error) {
      // Nothing of this batch was committed: every caller hears of the failure.
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}

const groups = new WeakMap<Kysely<Database>, CommitGroup>();

/**
 * Runs `work` in a transaction and resolves once it is committed: on SQLite grouped with the work of concurrent
 * callers into one commit, on PostgreSQL in a transaction of its own. Throwing in `work` rolls back its writes only.
 */
export function inCommittedTransaction<T>(db: Kysely<Database>, work: TransactionWork<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) groups.set(db, (group = new CommitGroup(db)));
  return group.run(work);
}
