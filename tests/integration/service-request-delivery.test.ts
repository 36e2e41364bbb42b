import { describe, expect, it } from "vitest";
import { runDeliveryPass } from "~/leads/delivery/worker.server";
import { backends } from "../support/databases";
import { useDeliveryRig } from "./delivery-support/rig";
import { jobs, serviceRequest, submit, testConfig, webhookSecret } from "./delivery-support/fixtures";

// A customer's service request (docs/decisions/158) on real SQLite and PostgreSQL (migration 0010 widens the check on
// leads.kind): stored, mailed to SERVICE_EMAIL (the sales mailbox while unset) and posted to the CRM with its priority.

describe.each(backends)("service requests on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    const rig = useDeliveryRig(open, { smtp: true, crm: true });
    const env = () => ({
      SMTP_URL: rig.smtp.url,
      SALES_EMAIL: "sales@example.sa",
      LEADS_WEBHOOK_URL: rig.crm.url,
      LEADS_WEBHOOK_SECRET: webhookSecret,
    });

    it("mails SERVICE_EMAIL with the priority and posts it to the CRM", async () => {
      const config = testConfig({ ...env(), SERVICE_EMAIL: "service@example.sa" });
      const { reference } = await submit(rig.db, serviceRequest("emergency"), config);
      expect(reference).toMatch(/^R-/);
      expect((await jobs(rig.db)).map((job) => job.channel).sort()).toEqual(["email", "webhook"]);
      expect(await runDeliveryPass({ db: rig.db, config })).toMatchObject({ delivered: 2 });
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.to).toEqual(["service@example.sa"]);
      expect(mail!.headers.get("subject")).toBe(`[HIGH PRIORITY] Service request ${reference} from Fahad Al-Otaibi`);
      expect(mail!.text).toContain("Priority: high");
      expect(mail!.text).toContain("System: Intruder alarm");
      const [request] = await rig.crm.waitFor(1);
      expect(request!.json).toMatchObject({
        lead: { reference, kind: "service", priority: "high", fields: { urgency: "Emergency (priority: high)" } },
      });
    });

    it("goes to the sales mailbox while SERVICE_EMAIL is unset; a routine visit is low priority", async () => {
      const config = testConfig(env());
      const { reference } = await submit(rig.db, serviceRequest("routine"), config);
      expect(await runDeliveryPass({ db: rig.db, config })).toMatchObject({ delivered: 2 });
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.to).toEqual(["sales@example.sa"]);
      expect(mail!.headers.get("subject")).toBe(`Service request ${reference} from Fahad Al-Otaibi`);
      expect(mail!.text).toContain("Priority: low");
      const [request] = await rig.crm.waitFor(1);
      expect(request!.json).toMatchObject({ lead: { reference, priority: "low" } });
    });
  });
});
