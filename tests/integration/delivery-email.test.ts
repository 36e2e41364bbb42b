import { describe, expect, it } from "vitest";
import { runDeliveryPass } from "~/leads/delivery/worker.server";
import { backends, recordQueries } from "../support/databases";
import { useDeliveryRig } from "./delivery-support/rig";
import { captureLog, contact, jobs, newsletter, quote, submit, testConfig, withPrice } from "./delivery-support/fixtures";

// The email channel against a real SMTP server on loopback: what the sales team and the
// visitor receive, and what happens while the mail server is down.

describe.each(backends)("email delivery on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    const rig = useDeliveryRig(open, { smtp: true });

    const mailConfig = (env: Record<string, string> = {}) =>
      testConfig({ SMTP_URL: rig.smtp.url, SALES_EMAIL: "sales@k2.example.sa", MAIL_FROM: "K2 Leads <leads@k2.example.sa>", ...env });

    it("notifies sales of a contact lead with its kind, reference, fields and page, in text and HTML", async () => {
      const config = mailConfig();
      const { reference } = await submit(rig.db, contact({ message: 'Gate <b>"A"</b> & fence\nSecond line' }), config);
      expect((await jobs(rig.db)).map((job) => [job.channel, job.status])).toEqual([["email", "pending"]]);

      expect(await runDeliveryPass({ db: rig.db, config })).toEqual({ claimed: 1, delivered: 1, skipped: 0, retrying: 0, failed: 0 });
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.to).toEqual(["sales@k2.example.sa"]);
      expect(mail!.from).toBe("leads@k2.example.sa");
      expect(mail!.headers.get("subject")).toBe(`Contact request ${reference} from Noura Al-Qahtani`);
      expect(mail!.headers.get("reply-to")).toContain("<noura@example.sa>");
      expect(mail!.headers.get("x-lead-reference")).toBe(reference);

      for (const expected of [
        "Contact request",
        reference,
        "Name: Noura Al-Qahtani",
        "Email: noura@example.sa",
        "Phone: +966501234567",
        "Company: Qahtani Retail",
        "Service: CCTV Installation",
        'Gate <b>"A"</b> & fence\n  Second line',
        "Page: https://k2.example.sa/contact/contact-us",
        "(Riyadh)",
        "Marketing: not opted in. Do not send news or offers, only answers to this request.",
      ]) {
        expect(mail!.text).toContain(expected);
      }
      expect(mail!.html).toContain(reference);
      expect(mail!.html).toContain("Noura Al-Qahtani");
      expect(mail!.html).toContain('href="https://k2.example.sa/contact/contact-us"');
      // The visitor's text is escaped, never markup in the sales team's mail client.
      expect(mail!.html).toContain("Gate &lt;b&gt;&quot;A&quot;&lt;/b&gt; &amp; fence");
      expect(mail!.html).not.toContain("<b>");
      expect((await jobs(rig.db))[0]).toMatchObject({ status: "delivered", attempts: 1, last_error: null, locked_by: null });
    });

    it("tells sales when the visitor opted in to marketing, in text and HTML", async () => {
      const config = mailConfig();
      await submit(rig.db, contact({ marketing: "on" }), config);
      await runDeliveryPass({ db: rig.db, config });
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.text).toContain("Marketing: opted in to news and offers.");
      expect(mail!.html).toContain("Marketing: opted in to news and offers.");
    });

    it("puts the quote's configuration table and the server's total in the notification", async () => {
      const config = mailConfig();
      const { reference } = await submit(rig.db, quote(), config);
      await runDeliveryPass({ db: rig.db, config });
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.headers.get("subject")).toBe(`Quote request ${reference} from Faisal Al-Harbi`);
      // (2 x 899 + 1 x 1299 + 3 x 199) x 1.5 = 5541
      for (const expected of [
        "Building type: Enterprise (x1.5)",
        "4K Security Cameras: 2 x SAR 899 = SAR 1,798",
        "Network Video Recorder: 1 x SAR 1,299 = SAR 1,299",
        "Storage: 3 x SAR 199 = SAR 597",
        "Subtotal: SAR 3,694",
        // Issue 26: the building type's uplift as a line, so that the lines add up to the total.
        "Building type uplift: SAR 1,847",
        "Estimated total: SAR 5,541",
        "Page: https://k2.example.sa/",
      ]) {
        expect(mail!.text).toContain(expected);
      }
      expect(mail!.html).toMatch(/<th[^>]*>Item<\/th><th[^>]*>Quantity<\/th><th[^>]*>Unit price<\/th><th[^>]*>Subtotal<\/th>/);
      expect(mail!.html).toMatch(/4K Security Cameras<\/td><td[^>]*>2<\/td><td[^>]*>SAR 899<\/td><td[^>]*>SAR 1,798<\/td>/);
      expect(mail!.html).toMatch(/Estimated total<\/th><td[^>]*><strong>SAR 5,541<\/strong>/);
      expect(mail!.headers.get("reply-to")).toContain("<faisal@example.com>");
    });

    it("shows the lines and prices stored at submission, not today's prices", async () => {
      const config = mailConfig();
      await submit(rig.db, quote(), config);
      await withPrice("cameras", 1, () => runDeliveryPass({ db: rig.db, config }));
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.text).toContain("4K Security Cameras: 2 x SAR 899 = SAR 1,798");
      expect(mail!.text).toContain("Subtotal: SAR 3,694");
      expect(mail!.html).toMatch(/4K Security Cameras<\/td><td[^>]*>2<\/td><td[^>]*>SAR 899<\/td>/);
    });

    it("carries Arabic text intact, and a multi-line name on one subject line", async () => {
      const config = mailConfig();
      const { reference } = await submit(rig.db, contact({ name: "نورة القحطاني", message: "نحتاج كاميرات لأربعة فروع" }), config);
      await submit(rig.db, contact({ name: "Line one\nBcc: victim@example.com" }), config);
      await runDeliveryPass({ db: rig.db, config });
      const mails = await rig.smtp.waitFor(2);
      const arabic = mails.find((mail) => mail.headers.get("x-lead-reference") === reference)!;
      expect(arabic.headers.get("subject")).toBe(`Contact request ${reference} from نورة القحطاني`);
      expect(arabic.text).toContain("نحتاج كاميرات لأربعة فروع");
      expect(arabic.html).toContain("نورة القحطاني");
      expect(arabic.headers.get("reply-to")).toContain("<noura@example.sa>");
      const other = mails.find((mail) => mail !== arabic)!;
      expect(other.headers.get("subject")).toMatch(/from Line one Bcc: victim@example\.com$/);
      expect(other.headers.has("bcc")).toBe(false);
      expect(other.to).toEqual(["sales@k2.example.sa"]);
    });

    it("sends no Reply-To when the visitor left only a phone number", async () => {
      const config = mailConfig();
      await submit(rig.db, quote({ email: "", cameras: undefined, nvr: undefined, storage: undefined, topic: "access-control" }), config);
      await runDeliveryPass({ db: rig.db, config });
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.headers.has("reply-to")).toBe(false);
      expect(mail!.text).toContain("Configuration: none");
      expect(mail!.text).toContain("The visitor left no email address");
    });

    it("acknowledges the visitor with the reference and the reply time when LEAD_ACK_EMAIL=true", async () => {
      const config = mailConfig({ LEAD_ACK_EMAIL: "true" });
      const { reference } = await submit(rig.db, contact({ message: "Visit https://spam.example now" }), config);
      expect((await jobs(rig.db)).map((job) => job.channel)).toEqual(["email", "ack"]);
      await runDeliveryPass({ db: rig.db, config });
      const mails = await rig.smtp.waitFor(2);
      const ack = mails.find((mail) => mail.to.includes("noura@example.sa"))!;
      expect(ack.headers.get("subject")).toBe(`We received your message (${reference})`);
      expect(ack.text).toContain(`Your reference is ${reference}. Our team will reply within 24 hours.`);
      expect(ack.html).toContain(`<strong>${reference}</strong>`);
      expect(ack.headers.get("reply-to")).toContain("sales@k2.example.sa");
      // Nothing the visitor typed is echoed to the address they gave.
      expect(ack.raw).not.toContain("spam.example");
      expect(ack.raw).not.toContain("Noura");
    });

    it("writes no acknowledgement job without LEAD_ACK_EMAIL or without a visitor address", async () => {
      await submit(rig.db, contact(), mailConfig());
      const withAck = mailConfig({ LEAD_ACK_EMAIL: "true" });
      await submit(rig.db, quote({ email: "" }), withAck);
      expect((await jobs(rig.db)).map((job) => job.channel)).toEqual(["email", "email"]);
    });

    it("writes no job for a channel that is not configured", async () => {
      await submit(rig.db, contact(), testConfig({}));
      await submit(rig.db, contact(), testConfig({ SMTP_URL: rig.smtp.url, MAIL_FROM: "leads@k2.example.sa" }));
      expect(await jobs(rig.db)).toEqual([]);
    });

    it("queues the jobs from the submission, without reading the lead back, and reads a lead once per job", async () => {
      const config = mailConfig({ LEAD_ACK_EMAIL: "true" });
      const saving = recordQueries(rig.db);
      await submit(saving.db, contact(), config);
      await submit(saving.db, newsletter("reader@example.com"), config);
      // The only reads while saving: the idempotency look-ups before the inserts, and for the sign-up, when its
      // address was last sent a confirmation (at most one a day). Nothing reads back what was just written.
      const reads = saving.queries.filter((query) => query.startsWith("select"));
      expect(reads.filter((read) => read.includes('"idempotency_key"'))).toHaveLength(2);
      expect(reads.filter((read) => !read.includes('"idempotency_key"'))).toEqual([
        expect.stringMatching(/^select .* from "newsletter_subscribers"/),
      ]);
      expect((await jobs(rig.db)).map((job) => job.channel)).toEqual(["email", "ack", "newsletter-confirm"]);

      const delivering = recordQueries(rig.db);
      expect(await runDeliveryPass({ db: delivering.db, config })).toMatchObject({ claimed: 3, delivered: 3 });
      expect(delivering.queries.filter((query) => /^select .* from "leads"/.test(query))).toHaveLength(3);
    });

    it("rolls the jobs back with the lead", async () => {
      const config = mailConfig();
      await expect(submit(rig.db, contact({ idempotencyKey: "short" }), config)).rejects.toThrow();
      expect(await jobs(rig.db)).toEqual([]);
    });

    it("keeps the job while SMTP refuses connections and delivers it once when it is back", async () => {
      const config = mailConfig();
      const log = captureLog();
      const { reference } = await submit(rig.db, contact(), config);
      await rig.smtp.down();

      expect(await runDeliveryPass({ db: rig.db, config, log })).toMatchObject({ claimed: 1, retrying: 1 });
      let [job] = await jobs(rig.db);
      expect(job).toMatchObject({ status: "pending", attempts: 1 });
      expect(job!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(log.lines[0]).toMatchObject({ level: "warn" });
      expect(log.lines[0]!.text).toContain(`email of ${reference} failed (attempt 1)`);

      // Still down: another failed attempt, nothing lost.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await runDeliveryPass({ db: rig.db, config, log });
      expect((await jobs(rig.db))[0]).toMatchObject({ status: "pending", attempts: 2 });

      await rig.smtp.up();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await runDeliveryPass({ db: rig.db, config, log })).toMatchObject({ claimed: 1, delivered: 1 });
      [job] = await jobs(rig.db);
      expect(job).toMatchObject({ status: "delivered", attempts: 3, last_error: null });
      // Further passes send nothing again.
      await runDeliveryPass({ db: rig.db, config, log });
      await runDeliveryPass({ db: rig.db, config, log });
      expect(rig.smtp.messages).toHaveLength(1);
      expect(rig.smtp.messages[0]!.text).toContain(reference);
    });

    it("marks a job failed with its last error after the retry window, with a log line", async () => {
      const config = mailConfig();
      const log = captureLog();
      const { reference } = await submit(rig.db, contact(), config);
      await rig.smtp.down();
      const created = new Date((await jobs(rig.db))[0]!.created_at).getTime();
      const at = (ms: number) => () => new Date(created + ms);

      // 23 h 59 min after creation: still retried. Clock injected, no real waiting.
      await runDeliveryPass({ db: rig.db, config, log, now: at(1000) });
      await runDeliveryPass({ db: rig.db, config, log, now: at(24 * 3600_000 - 60_000) });
      expect((await jobs(rig.db))[0]).toMatchObject({ status: "pending", attempts: 2 });

      // The first failure after 24 hours is final.
      expect(await runDeliveryPass({ db: rig.db, config, log, now: at(24 * 3600_000 + 1000) })).toMatchObject({ failed: 1 });
      const [job] = await jobs(rig.db);
      expect(job).toMatchObject({ status: "failed", attempts: 3, locked_by: null });
      expect(job!.last_error).toMatch(/ECONNREFUSED|connect/i);
      const final = log.lines.at(-1)!;
      expect(final.level).toBe("error");
      expect(final.text).toContain(`email of ${reference} FAILED after 3 attempts`);

      // A failed job is never picked up again.
      await rig.smtp.up();
      expect(await runDeliveryPass({ db: rig.db, config, log, now: at(48 * 3600_000) })).toMatchObject({ claimed: 0 });
      expect(rig.smtp.messages).toHaveLength(0);
    });

    it("gives a newsletter sign-up only its confirmation mail", async () => {
      const config = mailConfig({
        LEAD_ACK_EMAIL: "true",
        LEADS_WEBHOOK_URL: "http://127.0.0.1:9/none",
        LEADS_WEBHOOK_SECRET: "x".repeat(20),
      });
      await submit(rig.db, newsletter("reader@example.com"), config);
      expect((await jobs(rig.db)).map((job) => job.channel)).toEqual(["newsletter-confirm"]);
    });
  });
});
