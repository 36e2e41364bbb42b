import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { DeliveryConfig } from "~/leads/delivery/config.server";
import { startServer, type RunningServer } from "../../scripts/support/server";
import { backends, type FreshDatabase } from "../support/databases";
import { contact, jobs, submit, testConfig, waitUntil } from "../integration/delivery-support/fixtures";
import { startSmtp, type SmtpRecorder } from "../integration/delivery-support/smtp";

// Nothing is lost when the server dies: the production server (server/index.ts, with its
// delivery worker) is killed with SIGKILL while jobs are pending or in flight, and a new
// server started on the same database delivers every one of them, once.

const leadCount = 15;

describe.each(backends)("delivery across a server crash on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;
    let db: AppDatabase;
    let smtp: SmtpRecorder;
    let config: DeliveryConfig;
    const servers: RunningServer[] = [];

    beforeEach(async () => {
      fresh = await open();
      db = fresh.db;
      smtp = await startSmtp();
      config = testConfig({ SMTP_URL: smtp.url, SALES_EMAIL: "sales@k2.example.sa", MAIL_FROM: "leads@k2.example.sa" });
    });
    afterEach(async () => {
      for (const server of servers.splice(0)) await server.stop();
      await smtp.close();
      await fresh.cleanup();
    });

    const serverEnv = (extra: Record<string, string> = {}) => ({
      ...fresh.env,
      SITE_URL: "https://k2.example.sa",
      SMTP_URL: smtp.url,
      SALES_EMAIL: "sales@k2.example.sa",
      MAIL_FROM: "leads@k2.example.sa",
      NEWSLETTER_SECRET: "newsletter-secret-for-tests-0123",
      DELIVERY_POLL_MS: "50",
      DELIVERY_RETRY_BASE_MS: "100",
      DELIVERY_RETRY_MAX_MS: "200",
      ...extra,
    });
    const start = async (extra?: Record<string, string>) => {
      const server = await startServer(serverEnv(extra));
      servers.push(server);
      return server;
    };
    const kill = async (server: RunningServer) => {
      const exited = new Promise((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGKILL");
      await exited;
      // Gone for good: stop() would wait for an exit that already happened.
      servers.splice(servers.indexOf(server), 1);
    };
    const expectEachMailedOnce = (references: string[]) => {
      const mailed = smtp.messages.map((mail) => mail.headers.get("x-lead-reference"));
      expect(mailed.sort()).toEqual([...references].sort());
    };

    it("delivers jobs left pending by a killed server once the next one starts", { timeout: 90_000 }, async () => {
      await smtp.down();
      const first = await start();
      const references: string[] = [];
      for (let i = 0; i < leadCount; i++) references.push((await submit(db, contact(), config)).reference);
      // The running server tries them and keeps them pending while SMTP refuses connections.
      await waitUntil(
        async () => (await jobs(db)).every((job) => job.attempts >= 1 && job.status === "pending"),
        30_000,
        "failed attempts",
      );
      await kill(first);

      await smtp.up();
      await start();
      await smtp.waitFor(leadCount, 30_000);
      await waitUntil(async () => (await jobs(db)).every((job) => job.status === "delivered"), 30_000, "all delivered");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expectEachMailedOnce(references);
    });

    it("takes over the jobs a killed server was delivering once their lease runs out", { timeout: 90_000 }, async () => {
      smtp.hang = true; // the mail server takes the message and never answers
      const first = await start({ DELIVERY_LEASE_MS: "1500" });
      const references: string[] = [];
      for (let i = 0; i < 5; i++) references.push((await submit(db, contact(), config)).reference);
      await waitUntil(async () => (await jobs(db)).some((job) => job.status === "delivering"), 30_000, "a claimed job");
      await kill(first);
      expect(smtp.messages).toHaveLength(0);

      smtp.hang = false;
      await start({ DELIVERY_LEASE_MS: "1500" });
      await smtp.waitFor(references.length, 30_000);
      await waitUntil(async () => (await jobs(db)).every((job) => job.status === "delivered"), 30_000, "all delivered");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expectEachMailedOnce(references);
    });

    it("stops cleanly on SIGTERM", { timeout: 60_000 }, async () => {
      const server = await start();
      await submit(db, contact(), config);
      await smtp.waitFor(1, 30_000);
      const exit = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
      server.process.kill("SIGTERM");
      expect(await exit).toBe(0);
    });
  });
});
