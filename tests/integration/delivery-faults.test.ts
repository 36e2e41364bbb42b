import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createDatabase, pingDatabase, type AppDatabase } from "~/db/db.server";
import type { DeliveryConfig } from "~/leads/delivery/config.server";
import { runDeliveryPass } from "~/leads/delivery/worker.server";
import { backends, databaseKinds, freshDatabase, type FreshDatabase } from "../support/databases";
import { startProxyFor, throughProxy, type TcpProxy } from "../support/tcp-proxy";
import { budget, timed } from "../support/timing";
import { startCrm, type Crm } from "./delivery-support/crm";
import { captureLog, contact, jobs, submit, testConfig, waitUntil, webhookSecret } from "./delivery-support/fixtures";
import { startSmtp, type SmtpRecorder } from "./delivery-support/smtp";

// The lead pipeline under failures of what it delivers to (issue 14, "Faults"): the mail server and the CRM refuse
// connections for ten minutes of the worker's clock; the database goes away while a delivery is in flight, or its
// line stalls.
// Figures of a run are in docs/reliability.md.

const leadCount = 30;
const minute = 60_000;

/** How often each value occurs: value → count. */
function tally(values: (string | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value ?? "", (counts.get(value ?? "") ?? 0) + 1);
  return counts;
}

describe.each(backends)("delivery faults on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;
    let db: AppDatabase;
    let smtp: SmtpRecorder;
    let crm: Crm;
    let config: DeliveryConfig;

    beforeEach(async () => {
      fresh = await open();
      db = fresh.db;
      smtp = await startSmtp();
      crm = await startCrm(webhookSecret);
      // The production schedule (30 s doubling to 1 h), not the fast one of the other delivery tests.
      config = testConfig(
        { SMTP_URL: smtp.url, SALES_EMAIL: "sales@k2.example.sa", LEADS_WEBHOOK_URL: crm.url, LEADS_WEBHOOK_SECRET: webhookSecret },
        { baseDelayMs: 30_000, maxDelayMs: 3_600_000 },
      );
    });
    afterEach(async () => {
      await smtp.close();
      await crm.close();
      await fresh.cleanup();
    });

    it(`delivers ${leadCount} leads once per channel after SMTP and the CRM refused connections for 10 minutes`, async () => {
      const start = Date.now();
      let clock = start;
      const now = () => new Date(clock);
      const references: string[] = [];
      for (let i = 0; i < leadCount; i++) references.push((await submit(db, contact(), config, now())).reference);
      await smtp.down();
      await crm.down();

      // The worker polls every 5 s of its clock; every pass while both are down fails, and nothing is given up.
      const log = captureLog();
      let attemptsWhileDown = 0;
      for (; clock < start + 10 * minute; clock += 5_000) {
        const pass = await runDeliveryPass({ db, config, now, log, batchSize: 100 });
        expect(pass.delivered + pass.failed).toBe(0);
        attemptsWhileDown += pass.claimed;
      }
      expect(smtp.messages).toHaveLength(0);
      expect(crm.requests).toHaveLength(0);
      expect((await jobs(db)).every((job) => job.status === "pending" && /ECONNREFUSED/.test(job.last_error ?? ""))).toBe(true);

      await smtp.up();
      await crm.up();
      let recoveredAt: number | undefined;
      for (; clock < start + 40 * minute; clock += 5_000) {
        await runDeliveryPass({ db, config, now, log, batchSize: 100 });
        if ((await jobs(db)).every((job) => job.status === "delivered")) {
          recoveredAt = clock;
          break;
        }
      }
      // A few more polls: a duplicate, if there were one, would show now.
      for (let i = 0; i < 12; i++) await runDeliveryPass({ db, config, now: () => new Date((clock += 5_000)), log });

      const mails = tally(smtp.messages.map((mail) => mail.headers.get("x-lead-reference")));
      const posts = tally(crm.requests.map((request) => request.idempotencyKey));
      expect([...mails.keys()].sort()).toEqual([...references].sort());
      expect([...mails.values()].every((count) => count === 1)).toBe(true);
      expect([...posts.keys()].sort()).toEqual(references.map((reference) => `lead-${reference}`).sort());
      expect([...posts.values()].every((count) => count === 1)).toBe(true);
      expect(log.lines.filter((line) => line.level === "error")).toEqual([]);
      console.info(
        `[reliability] smtp+crm outage: leads ${leadCount}, jobs ${leadCount * 2}, failed attempts while down ${attemptsWhileDown},` +
          ` all delivered ${((recoveredAt! - start - 10 * minute) / minute).toFixed(1)} min after the outage,` +
          ` mails ${smtp.messages.length} (${mails.size} distinct), CRM posts ${crm.requests.length} (${posts.size} distinct keys)`,
      );
    });
  });
});

// The line to PostgreSQL cut or stalled by a proxy of the test's own (the database keeps running): PostgreSQL only.
describe.skipIf(!databaseKinds.includes("postgres"))("faults of the line to PostgreSQL", () => {
  let fresh: FreshDatabase;
  let crm: Crm;
  let proxy: TcpProxy;
  let viaProxy: AppDatabase;

  beforeEach(async () => {
    fresh = await freshDatabase("postgres");
    crm = await startCrm(webhookSecret);
    proxy = await startProxyFor(fresh.env.DATABASE_URL!);
    viaProxy = createDatabase({ databaseUrl: throughProxy(fresh.env.DATABASE_URL!, proxy), searchPath: fresh.schema });
  });
  afterEach(async () => {
    await viaProxy.destroy();
    await proxy.close();
    await crm.close();
    await fresh.cleanup();
  });

  it("records a delivery made while the database went away once it is back, instead of sending it again", async () => {
    const config = testConfig({ LEADS_WEBHOOK_URL: crm.url, LEADS_WEBHOOK_SECRET: webhookSecret }, { baseDelayMs: 30_000 });
    const { reference } = await submit(fresh.db, contact(), config);
    // The CRM takes the lead, then the line to the database drops for two seconds before the CRM answers.
    crm.beforeAnswer = async () => {
      await proxy.cut();
      setTimeout(() => void proxy.restore(), 2_000);
    };
    const log = captureLog();
    expect(await runDeliveryPass({ db: viaProxy, config, log })).toMatchObject({ claimed: 1, delivered: 1 });
    expect((await jobs(fresh.db))[0]).toMatchObject({ status: "delivered", attempts: 1 });

    // Long after the lease: nothing to take over, nothing sent twice.
    crm.beforeAnswer = undefined;
    const later = () => new Date(Date.now() + config.leaseMs + minute);
    expect(await runDeliveryPass({ db: viaProxy, config, log, now: later })).toMatchObject({ claimed: 0 });
    expect(crm.requests.map((request) => request.idempotencyKey)).toEqual([`lead-${reference}`]);
  });

  // A line that drops packets never errors by itself: without the pool's bounds (app/db/db.server.ts) a query, or a
  // form waiting for a connection, would wait for ever.
  it("fails a query on an open connection and a new connection within bounds, and works again once the line is back", async () => {
    // A first query opens the pool's connection: the budget over the pool's 10 s bound (query_timeout; a new
    // connection's is 5 s) scales with it.
    const first = await timed(() => sql`select 1`.execute(viaProxy));
    expect(first.error).toBeUndefined();
    const allowed = budget(10_000, first.ms, { minSlackMs: 2_000 });
    proxy.stall();

    // The pool's open connection: the query's answer never comes.
    const onOpen = await timed(() => sql`select 1`.execute(viaProxy));
    expect(onOpen.error).toBeInstanceOf(Error);
    expect(onOpen.ms).toBeLessThan(allowed);
    // Two more at once: the connection in use is taken, new ones are accepted and never answered.
    const onNew = await Promise.all([timed(() => sql`select 2`.execute(viaProxy)), timed(() => sql`select 3`.execute(viaProxy))]);
    for (const each of onNew) {
      expect(each.error).toBeInstanceOf(Error);
      expect(each.ms).toBeLessThan(allowed);
    }

    // The stalled connections are dropped when the line comes back: a query may still meet one of them before the
    // pool has heard of its end, the next ones get new connections.
    await proxy.restore();
    await waitUntil(() => pingDatabase(viaProxy), 5_000, "the database through the restored line");
  });
});
