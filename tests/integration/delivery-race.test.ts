import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { DeliveryConfig } from "~/leads/delivery/config.server";
import { claimJobs, settleJob } from "~/leads/delivery/jobs.server";
import { runDeliveryPass, startDeliveryWorker } from "~/leads/delivery/worker.server";
import { startCrm, type Crm } from "./delivery-support/crm";
import { backends, type FreshDatabase } from "../support/databases";
import { contact, jobs, submit, testConfig, waitUntil, webhookSecret } from "./delivery-support/fixtures";

// Several server instances share one outbox: every job must be delivered by exactly one of
// them. Each worker here has its own connection pool, as a separate instance would.

const leadCount = 200;

describe.each(backends)("concurrent workers on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;
    let db: AppDatabase;
    let crm: Crm;
    let config: DeliveryConfig;

    beforeEach(async () => {
      fresh = await open();
      db = fresh.db;
      crm = await startCrm(webhookSecret);
      config = testConfig({ LEADS_WEBHOOK_URL: crm.url, LEADS_WEBHOOK_SECRET: webhookSecret });
    });
    afterEach(async () => {
      await crm.close();
      await fresh.cleanup();
    });

    const fill = async (count: number) => {
      const references: string[] = [];
      for (let i = 0; i < count; i++) references.push((await submit(db, contact(), config)).reference);
      return references;
    };

    const expectEachDeliveredOnce = async (references: string[]) => {
      expect(crm.requests).toHaveLength(references.length);
      expect(crm.requests.every((request) => request.status === 200 && request.signatureValid)).toBe(true);
      expect(new Set(crm.acceptedKeys())).toEqual(new Set(references.map((reference) => `lead-${reference}`)));
      const all = await jobs(db);
      expect(all).toHaveLength(references.length);
      expect(all.every((job) => job.status === "delivered" && job.attempts === 1)).toBe(true);
    };

    it(`two worker loops over ${leadCount} pending jobs deliver each exactly once`, async () => {
      const references = await fill(leadCount);
      const delivered: Record<string, number> = { a: 0, b: 0 };
      let done = false;
      const loop = async (name: string, connection: AppDatabase) => {
        while (!done) {
          const pass = await runDeliveryPass({ db: connection, config, workerId: `worker-${name}`, batchSize: 5 });
          delivered[name]! += pass.delivered;
          if (pass.claimed === 0) await new Promise((resolve) => setTimeout(resolve, 2));
        }
      };
      const loops = [loop("a", fresh.connect()), loop("b", fresh.connect())];
      await waitUntil(() => crm.requests.length >= leadCount, 45_000, "all deliveries");
      // Give a duplicate, if there were one, the time to show up.
      await new Promise((resolve) => setTimeout(resolve, 200));
      done = true;
      await Promise.all(loops);

      await expectEachDeliveredOnce(references);
      expect(delivered.a! + delivered.b!).toBe(leadCount);
      // Both took part: the claims really raced.
      expect(delivered.a).toBeGreaterThan(0);
      expect(delivered.b).toBeGreaterThan(0);
    });

    it("two started workers (the server's loop) deliver each job exactly once", async () => {
      const references = await fill(60);
      const stops = ["x", "y"].map((name) =>
        startDeliveryWorker({ db: fresh.connect(), config, intervalMs: 5, batchSize: 4, workerId: `worker-${name}` }),
      );
      await waitUntil(async () => (await jobs(db)).every((job) => job.status === "delivered"), 45_000, "all delivered");
      await Promise.all(stops.map((stop) => stop()));
      await expectEachDeliveredOnce(references);
    });

    it("never hands the same job to two concurrent claims", async () => {
      await fill(120);
      const connections = Array.from({ length: 6 }, () => fresh.connect());
      const now = new Date(Date.now() + 1000);
      const claims = await Promise.all(
        connections.flatMap((connection, index) =>
          [0, 1, 2].map((round) => claimJobs(connection, { workerId: `w${index}-${round}`, limit: 10, now, leaseMs: 60_000 })),
        ),
      );
      const ids = claims.flat().map((job) => job.id);
      expect(ids).toHaveLength(120);
      expect(new Set(ids).size).toBe(120);
      expect(claims.flat().every((job) => job.status === "delivering" && job.attempts === 1)).toBe(true);
    });

    it("takes over a job whose worker died, once its lease has run out", async () => {
      const [reference] = await fill(1);
      const start = new Date(Date.now() + 1000);
      // Worker A claims and then "dies": it never settles.
      const [claimed] = await claimJobs(db, { workerId: "dead", limit: 10, now: start, leaseMs: config.leaseMs });
      expect(claimed).toMatchObject({ status: "delivering", locked_by: "dead" });

      // Within the lease nobody else touches it.
      expect(await runDeliveryPass({ db, config, workerId: "b", now: () => new Date(start.getTime() + config.leaseMs - 1) })).toMatchObject(
        { claimed: 0 },
      );
      // After it, worker B delivers it.
      const later = () => new Date(start.getTime() + config.leaseMs + 1);
      expect(await runDeliveryPass({ db, config, workerId: "b", now: later })).toMatchObject({ claimed: 1, delivered: 1 });
      expect(crm.acceptedKeys()).toEqual([`lead-${reference}`]);
      expect((await jobs(db))[0]).toMatchObject({ status: "delivered", attempts: 2 });

      // The dead worker coming back cannot overwrite the outcome.
      expect(await settleJob(db, claimed!, "dead", { status: "failed", error: "late" }, later())).toBe(false);
      expect((await jobs(db))[0]).toMatchObject({ status: "delivered", last_error: null });
    });
  });
});
