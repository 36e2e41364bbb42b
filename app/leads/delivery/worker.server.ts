import { randomBytes } from "node:crypto";
import os from "node:os";
import type { AppDatabase } from "~/db/db.server";
import { deliverJob, PermanentDeliveryError, type ChannelContext } from "./channels.server";
import { getDeliveryConfig, type DeliveryConfig } from "./config.server";
import { claimJobs, settleJobWhileLeased, type Settlement } from "./jobs.server";
import { createMailer, type Mailer } from "./mailer.server";
import { decideRetry } from "./schedule.server";
import type { DeliveryJobRow } from "~/db/schema";
import { getLeadById } from "~/leads/stored-lead.server";
import { maskedErrorText } from "~/security/mask-email";

// The delivery worker: claims due outbox jobs, delivers them, and reschedules failures with
// backoff until the retry window is over. It runs inside every server process (and by hand
// with `npm run leads -- deliver`); several of them share the outbox safely (jobs.server.ts).

export interface DeliveryOptions {
  /** The database, or a getter (the server's lazily opened shared database). */
  db: AppDatabase | (() => Promise<AppDatabase>);
  /** Default: the environment (config.server.ts). */
  config?: DeliveryConfig;
  /** Jobs claimed at once. */
  batchSize?: number;
  /** Jobs of a batch delivered in parallel. */
  concurrency?: number;
  workerId?: string;
  /** Clock and randomness, injectable so tests run the schedule without waiting. */
  now?: () => Date;
  random?: () => number;
  log?: Pick<Console, "warn" | "error">;
  /** Aborted when the worker stops: recording an outcome is not retried any more. */
  signal?: AbortSignal;
}

export interface PassResult {
  claimed: number;
  delivered: number;
  /** Done without sending: a visitor's mail past the daily cap, a confirmation no longer awaited. */
  skipped: number;
  retrying: number;
  failed: number;
}

function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

/** One claim-and-deliver round. */
export async function runDeliveryPass(options: DeliveryOptions, mailer?: LazyMailer): Promise<PassResult> {
  const db = typeof options.db === "function" ? await options.db() : options.db;
  const config = options.config ?? getDeliveryConfig();
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? newWorkerId();
  const log = options.log ?? console;
  const ownMailer = mailer ?? lazyMailer(config);

  const jobs = await claimJobs(db, { workerId, limit: options.batchSize ?? 20, now: now(), leaseMs: config.leaseMs });
  const result: PassResult = { claimed: jobs.length, delivered: 0, skipped: 0, retrying: 0, failed: 0 };
  const ctx: ChannelContext = { db, config, mailer: ownMailer.get, now };

  const attempt = async (job: DeliveryJobRow) => {
    const outcome = await attemptJob(job);
    try {
      if (!(await settleJobWhileLeased(db, job, workerId, outcome, now, options.signal))) return;
      result[outcome.status === "pending" ? "retrying" : outcome.status]++;
    } catch (error) {
      // The database stayed unreachable for the whole lease: another pass takes the job over (sending it again
      // if it was delivered), so log and let the other jobs go on.
      log.error(`[delivery] could not record the outcome of job ${job.id}: ${errorMessage(error)}`);
    }
  };
  /** Delivers the job; the outcome to record. Never throws. */
  const attemptJob = async (job: DeliveryJobRow): Promise<Settlement> => {
    let reference = `lead #${job.lead_id}`;
    try {
      const lead = await getLeadById(db, job.lead_id);
      // Erased meanwhile (its jobs go with it): nothing left to deliver.
      if (!lead) return { status: "delivered" };
      reference = lead.reference;
      const outcome = await deliverJob(job, lead, ctx);
      if (outcome.status === "skipped") log.warn(`[delivery] ${job.channel} of ${reference} skipped: ${outcome.reason}`);
      return { status: outcome.status };
    } catch (error) {
      const message = errorMessage(error);
      const decision =
        error instanceof PermanentDeliveryError
          ? { retry: false as const }
          : decideRetry({ attempts: job.attempts, createdAt: new Date(job.created_at) }, now(), config.retry, options.random);
      if (decision.retry) {
        log.warn(
          `[delivery] ${job.channel} of ${reference} failed (attempt ${job.attempts}), retry at ${decision.nextAttemptAt.toISOString()}: ${message}`,
        );
        return { status: "pending", nextAttemptAt: decision.nextAttemptAt, error: message };
      }
      log.error(`[delivery] ${job.channel} of ${reference} FAILED after ${job.attempts} attempts, giving up: ${message}`);
      return { status: "failed", error: message };
    }
  };

  // A small pool: a slow CRM or SMTP answer does not hold up the rest of the batch.
  const queue = [...jobs];
  const lanes = Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await attempt(job);
  });
  await Promise.all(lanes);
  if (!mailer) ownMailer.close();
  return result;
}

/** Masked: a refusing SMTP server quotes the visitor's address, and these messages are logged and stored. */
const errorMessage = (error: unknown) => maskedErrorText(error);

interface LazyMailer {
  get: () => Mailer;
  close: () => void;
}

function lazyMailer(config: DeliveryConfig): LazyMailer {
  let mailer: Mailer | undefined;
  return {
    get: () => {
      if (!config.smtp) throw new Error("SMTP_URL is not configured");
      mailer ??= createMailer(config.smtp);
      return mailer;
    },
    close: () => mailer?.close(),
  };
}

/** Passes until the outbox has nothing due (the CLI's `deliver`). */
export async function deliverDueJobs(options: DeliveryOptions): Promise<PassResult> {
  const total: PassResult = { claimed: 0, delivered: 0, skipped: 0, retrying: 0, failed: 0 };
  const batchSize = options.batchSize ?? 20;
  const workerId = options.workerId ?? newWorkerId();
  const mailer = lazyMailer(options.config ?? getDeliveryConfig());
  try {
    for (;;) {
      const pass = await runDeliveryPass({ ...options, batchSize, workerId }, mailer);
      for (const key of Object.keys(total) as (keyof PassResult)[]) total[key] += pass[key];
      if (pass.claimed < batchSize) return total;
    }
  } finally {
    mailer.close();
  }
}

export interface WorkerHandle {
  /** Stop polling and wait for the jobs in hand to settle. */
  (): Promise<void>;
}

/**
 * Poll the outbox every intervalMs (default DELIVERY_POLL_MS) until stopped. Errors of a
 * pass (database down) are logged and the next pass tries again. Returns the stop function.
 */
export function startDeliveryWorker(options: DeliveryOptions & { intervalMs?: number }): WorkerHandle {
  const config = options.config ?? getDeliveryConfig();
  const intervalMs = options.intervalMs ?? config.pollIntervalMs;
  const batchSize = options.batchSize ?? 20;
  const workerId = options.workerId ?? newWorkerId();
  const log = options.log ?? console;
  const mailer = lazyMailer(config);
  const stopping = new AbortController();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    running = (async () => {
      try {
        let more = true;
        // A full batch means more is probably due: go on at once instead of waiting.
        while (more && !stopped) {
          more =
            (await runDeliveryPass({ ...options, config, batchSize, workerId, signal: stopping.signal }, mailer)).claimed === batchSize;
        }
      } catch (error) {
        log.error(`[delivery] pass failed: ${errorMessage(error)}`);
      }
    })();
    void running.finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 0);

  return async () => {
    stopped = true;
    stopping.abort();
    clearTimeout(timer);
    await running;
    mailer.close();
  };
}
