import { describe, expect, it } from "vitest";
import { signBody } from "~/leads/delivery/webhook.server";
import { runDeliveryPass } from "~/leads/delivery/worker.server";
import { runLeadsCli } from "../../scripts/leads";
import { backends } from "../support/databases";
import { useDeliveryRig } from "./delivery-support/rig";
import { captureLog, contact, jobs, quote, submit, testConfig, webhookSecret } from "./delivery-support/fixtures";

// The CRM channel against a local HTTP server that checks signatures like a receiver would.

describe.each(backends)("CRM webhook on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    const rig = useDeliveryRig(open, { crm: true });

    const hookConfig = () => testConfig({ LEADS_WEBHOOK_URL: rig.crm.url, LEADS_WEBHOOK_SECRET: webhookSecret });

    it("posts the lead as signed JSON with an idempotency key", async () => {
      const config = hookConfig();
      const { reference } = await submit(rig.db, quote(), config);
      expect((await jobs(rig.db)).map((job) => job.channel)).toEqual(["webhook"]);
      expect(await runDeliveryPass({ db: rig.db, config })).toMatchObject({ delivered: 1 });

      const [request] = await rig.crm.waitFor(1);
      expect(request!.signatureValid).toBe(true);
      expect(request!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(request!.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(request!.headers["x-leads-event"]).toBe("lead.created");
      expect(request!.idempotencyKey).toBe(`lead-${reference}`);
      expect(request!.signatureValid).toBe(true);
      expect(request!.signature).not.toBe(signBody(request!.body, "another-secret-0123456789"));
      expect(request!.signature).not.toBe(signBody(`${request!.body} `, webhookSecret));

      expect(request!.json).toMatchObject({
        event: "lead.created",
        idempotencyKey: `lead-${reference}`,
        lead: {
          reference,
          kind: "quote",
          sourcePage: "/",
          sourceUrl: "https://k2.example.sa/",
          language: "en",
          fields: { name: "Faisal Al-Harbi", email: "faisal@example.com", phone: "+966501234567" },
          consent: { version: "2026-01" },
          marketingOptIn: false,
          quote: {
            building: "enterprise",
            buildingName: "Enterprise",
            multiplier: 1.5,
            subtotal: 3694,
            total: 5541,
            currency: "SAR",
            lines: [
              { category: "cctv", item: "cameras", quantity: 2, unitPrice: 899, subtotal: 1798 },
              { category: "cctv", item: "nvr", quantity: 1, unitPrice: 1299, subtotal: 1299 },
              { category: "cctv", item: "storage", quantity: 3, unitPrice: 199, subtotal: 597 },
            ],
          },
        },
      });
      // Nothing about the client address leaves the server.
      expect(request!.body).not.toContain("198.51.100.20");
      expect(request!.body).not.toMatch(/clientHash|client_hash/);
    });

    it("passes the marketing opt-in to the CRM", async () => {
      const config = hookConfig();
      await submit(rig.db, quote({ marketing: "on" }), config);
      await runDeliveryPass({ db: rig.db, config });
      const [request] = await rig.crm.waitFor(1);
      expect(request!.json).toMatchObject({ lead: { kind: "quote", marketingOptIn: true } });
    });

    it("retries after a 500 with the same idempotency key, and does not repeat a 2xx", async () => {
      const config = hookConfig();
      const log = captureLog();
      const { reference } = await submit(rig.db, contact(), config);
      rig.crm.answers.push(500);

      expect(await runDeliveryPass({ db: rig.db, config, log })).toMatchObject({ retrying: 1 });
      const [job] = await jobs(rig.db);
      expect(job).toMatchObject({ status: "pending", attempts: 1 });
      expect(job!.last_error).toContain("CRM answered 500");
      expect(log.lines[0]!.text).toContain(`webhook of ${reference} failed (attempt 1)`);

      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await runDeliveryPass({ db: rig.db, config, log })).toMatchObject({ delivered: 1 });
      for (let pass = 0; pass < 3; pass++) await runDeliveryPass({ db: rig.db, config, log });

      expect(rig.crm.requests.map((request) => [request.status, request.idempotencyKey])).toEqual([
        [500, `lead-${reference}`],
        [200, `lead-${reference}`],
      ]);
      expect(rig.crm.requests.every((request) => request.signatureValid)).toBe(true);
      expect((await jobs(rig.db))[0]).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
    });

    it("delivers by hand with `npm run leads -- deliver`", async () => {
      const config = hookConfig();
      const references = [];
      for (let i = 0; i < 25; i++) references.push((await submit(rig.db, contact(), config)).reference);
      let out = "";
      const code = await runLeadsCli(["deliver"], {
        db: rig.db,
        env: { LEADS_WEBHOOK_URL: rig.crm.url, LEADS_WEBHOOK_SECRET: webhookSecret },
        write: (text) => (out += text),
        error: (text) => (out += text),
      });
      expect(code).toBe(0);
      // More than one batch (20): passes go on until nothing is due.
      expect(out).toBe("Claimed 25 jobs: 25 delivered, 0 skipped, 0 to retry, 0 failed.\n");
      expect(new Set(rig.crm.acceptedKeys())).toEqual(new Set(references.map((reference) => `lead-${reference}`)));
    });

    it("treats a redirect as a failure instead of re-posting elsewhere", async () => {
      const config = hookConfig();
      await submit(rig.db, contact(), config);
      rig.crm.answers.push(302);
      expect(await runDeliveryPass({ db: rig.db, config, log: captureLog() })).toMatchObject({ retrying: 1 });
      expect((await jobs(rig.db))[0]!.last_error).toContain("CRM answered 302");
    });

    it("retries while the CRM cannot be reached", async () => {
      const config = testConfig({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/unreachable", LEADS_WEBHOOK_SECRET: webhookSecret });
      await submit(rig.db, contact(), config);
      expect(await runDeliveryPass({ db: rig.db, config, log: captureLog() })).toMatchObject({ retrying: 1 });
      expect((await jobs(rig.db))[0]).toMatchObject({ status: "pending" });
    });
  });
});

describe("webhook signature", () => {
  it("is HMAC-SHA256 of the exact body, hex, prefixed sha256=", () => {
    // Reference value: printf '{"a":1}' | openssl dgst -sha256 -hmac 'secret'
    expect(signBody('{"a":1}', "secret")).toBe("sha256=aa9e2e3575f5d7098b6caccd790888c36d5fdb63342a73bada2d6a51747a8494");
  });
});
