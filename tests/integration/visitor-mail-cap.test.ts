import { describe, expect, it } from "vitest";
import { purgeExpiredLeads } from "~/leads/retention.server";
import { mailboxKey } from "~/leads/schemas/mailbox";
import { runDeliveryPass } from "~/leads/delivery/worker.server";
import { backends } from "../support/databases";
import { useDeliveryRig } from "./delivery-support/rig";
import { captureLog, contact, jobs, newsletter, quote, submit, testConfig } from "./delivery-support/fixtures";
import { referenceCode } from "~/leads/schemas/lead-api";

// The daily cap on mails to one visitor (issue 22): every mail to a visitor counts against its mailbox (case and
// +tag do not make another one) for the Riyadh day, across kinds and across workers; sales still hear of every lead.
// And no visitor address in a log line or a stored error.

const sales = "sales@k2.example.sa";
const riyadhOffsetMs = 3 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

/** The next midnight in Riyadh after an instant. */
const nextRiyadhMidnight = (at: number) => new Date((Math.floor((at + riyadhOffsetMs) / dayMs) + 1) * dayMs - riyadhOffsetMs);

describe.each(backends)("visitor mail cap on $name", ({ name, available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    const rig = useDeliveryRig(open, { smtp: true });

    const config = () =>
      testConfig({ SMTP_URL: rig.smtp.url, SALES_EMAIL: sales, MAIL_FROM: "leads@k2.example.sa", LEAD_ACK_EMAIL: "true" });
    const mailsTo = (mailbox: string) => rig.smtp.messages.filter((mail) => mail.to.some((to) => mailboxKey(to) === mailbox));
    const salesMails = () => rig.smtp.messages.filter((mail) => mail.to.includes(sales));
    const statuses = async (channel: string) => (await jobs(rig.db)).filter((job) => job.channel === channel).map((job) => job.status);

    it("mails one mailbox 3 times a day however it is typed, tells sales of every lead, and starts again the next day", async () => {
      const setup = config();
      const midnight = nextRiyadhMidnight(Date.now() + 60_000);
      const lastMinute = new Date(midnight.getTime() - 60_000);
      const references: string[] = [];
      for (const email of ["Visitor+1@Example.test", "visitor+2@example.test", "VISITOR@example.test", "visitor@example.test"]) {
        references.push((await submit(rig.db, contact({ email }), setup)).reference);
      }
      references.push((await submit(rig.db, quote({ email: "visitor+quote@example.test" }), setup)).reference);
      await submit(rig.db, contact({ email: "someone.else@example.test" }), setup);
      const log = captureLog();

      await runDeliveryPass({ db: rig.db, config: setup, now: () => lastMinute, log, concurrency: 1 });

      expect(mailsTo("visitor@example.test")).toHaveLength(3);
      expect(mailsTo("someone.else@example.test")).toHaveLength(1);
      expect(salesMails()).toHaveLength(6);
      expect((await statuses("ack")).sort()).toEqual(["delivered", "delivered", "delivered", "delivered", "skipped", "skipped"]);
      const skipped = log.lines.map((line) => new RegExp(`^\\[delivery\\] ack of ([CQ]-${referenceCode}) skipped: (.*)$`).exec(line.text));
      expect(skipped.map((match) => match?.[2])).toEqual(Array(2).fill("the recipient's daily cap (3) is reached"));
      expect(references).toEqual(expect.arrayContaining(skipped.map((match) => match?.[1])));
      expect(log.lines.map((line) => line.text).join("\n")).not.toMatch(/@/);

      // A new day in Riyadh: the mailbox gets its mail again, and the purge leaves only today's counts.
      await submit(rig.db, contact({ email: "visitor+3@example.test" }), setup);
      await runDeliveryPass({ db: rig.db, config: setup, now: () => midnight, log });
      expect(mailsTo("visitor@example.test")).toHaveLength(4);
      await purgeExpiredLeads(rig.db, { retentionDays: 730, now: midnight });
      const counts = await rig.db.selectFrom("visitor_mail_counts").selectAll().execute();
      const today = new Date(midnight.getTime() + riyadhOffsetMs).toISOString().slice(0, 10);
      expect(new Set(counts.map((count) => count.day))).toEqual(new Set([today]));
      // Only an HMAC of the mailbox is stored.
      expect(JSON.stringify(counts)).not.toMatch(/visitor|example/);
    });

    it("lets two workers together send no more than the cap", async () => {
      const setup = config();
      for (let n = 1; n <= 8; n++) await submit(rig.db, contact({ email: `visitor+${n}@example.test` }), setup);
      // Two sessions on PostgreSQL, as two server processes have. SQLite is one connection per process, whose driver
      // serializes the two; across processes its write lock does, as for every write.
      const [first, second] = name === "PostgreSQL" ? [rig.fresh.connect(), rig.fresh.connect()] : [rig.db, rig.db];
      const log = captureLog();
      await Promise.all([
        runDeliveryPass({ db: first, config: setup, batchSize: 8, concurrency: 8, workerId: "one", log }),
        runDeliveryPass({ db: second, config: setup, batchSize: 8, concurrency: 8, workerId: "two", log }),
      ]);
      await runDeliveryPass({ db: rig.db, config: setup, log });

      expect(mailsTo("visitor@example.test")).toHaveLength(3);
      expect(salesMails()).toHaveLength(8);
      expect((await statuses("ack")).filter((status) => status === "skipped")).toHaveLength(5);
    });

    it("sends every mail with VISITOR_MAIL_DAILY_CAP=0", async () => {
      const setup = testConfig({
        SMTP_URL: rig.smtp.url,
        MAIL_FROM: "leads@k2.example.sa",
        LEAD_ACK_EMAIL: "true",
        VISITOR_MAIL_DAILY_CAP: "0",
      });
      for (let n = 1; n <= 5; n++) await submit(rig.db, contact({ email: `visitor+${n}@example.test` }), setup);
      await runDeliveryPass({ db: rig.db, config: setup });
      expect(mailsTo("visitor@example.test")).toHaveLength(5);
    });

    it("sends one newsletter confirmation a day to a mailbox signed up under several +tags", async () => {
      const setup = config();
      await submit(rig.db, newsletter("Reader+1@example.test"), setup);
      await submit(rig.db, newsletter("reader+2@example.test"), setup);
      const log = captureLog();
      await runDeliveryPass({ db: rig.db, config: setup, log, concurrency: 1 });

      expect(mailsTo("reader@example.test")).toHaveLength(1);
      expect(await statuses("newsletter-confirm")).toEqual(["delivered", "skipped"]);
      expect(log.lines.map((line) => line.text)).toEqual([
        expect.stringMatching(
          new RegExp(`^\\[delivery\\] newsletter-confirm of N-${referenceCode} skipped: the recipient's mailbox had its newsletter`),
        ),
      ]);
    });

    it("masks a refused recipient in the log and the stored error, and a refused mail does not count", async () => {
      // Its retry an hour later, not in the second pass: a retry refused again while the three new mails went out
      // beside it held a place for a moment, and the third one found the day full now and then (a loaded machine).
      const setup = { ...config(), retry: { ...config().retry, baseDelayMs: 3_600_000, maxDelayMs: 3_600_000 } };
      rig.smtp.refusedRecipients.push("reader+old@example.test");
      await submit(rig.db, contact({ email: "Reader+Old@example.test" }), setup);
      const log = captureLog();
      await runDeliveryPass({ db: rig.db, config: setup, log });

      const [refused] = (await jobs(rig.db)).filter((job) => job.channel === "ack");
      expect(refused).toMatchObject({ status: "pending" });
      expect(refused!.last_error).toContain("Recipient address rejected");
      expect(refused!.last_error).toMatch(/r\*\*\*@example\.test/i);
      const logged = log.lines.map((line) => line.text).join("\n");
      expect(logged).toMatch(/r\*\*\*@example\.test/i);
      for (const text of [refused!.last_error!, logged]) expect(text.toLowerCase()).not.toContain("reader+old@");

      // The refusal gave its place back: three more mails still go out today.
      for (let n = 1; n <= 3; n++) await submit(rig.db, contact({ email: `reader+${n}@example.test` }), setup);
      await runDeliveryPass({ db: rig.db, config: setup, log });
      expect(mailsTo("reader@example.test")).toHaveLength(3);
    });
  });
});
