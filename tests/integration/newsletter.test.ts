import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { DeliveryConfig } from "~/leads/delivery/config.server";
import { runDeliveryPass } from "~/leads/delivery/worker.server";
import {
  confirmationValidityMs,
  confirmSubscription,
  hashToken,
  issueConfirmationToken,
  unsubscribe,
  unsubscribeToken,
} from "~/leads/newsletter.server";
import { eraseByEmail } from "~/leads/retention.server";
import { CONFIRMATION_INTERVAL_MS } from "~/leads/store.server";
import { backends, findSubscriber, type FreshDatabase } from "../support/databases";
import { captureLog, jobs, newsletter, submit, testConfig } from "./delivery-support/fixtures";
import { startSmtp, type SmtpRecorder, type ReceivedMail } from "./delivery-support/smtp";

// Double opt-in on both databases: the confirmation mail, its single-use link, expiry, and
// the one-click unsubscribe link every newsletter mail carries.

const secret = "newsletter-secret-for-tests-0123";

function tokenOf(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https://k2\\.example\\.sa${path}\\?token=([^\\s"<>&]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in:\n${mail.text}`);
  return decodeURIComponent(match[1]!);
}

describe.each(backends)("newsletter double opt-in on $name", ({ name, available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;
    let db: AppDatabase;
    let smtp: SmtpRecorder;
    let config: DeliveryConfig;

    beforeEach(async () => {
      fresh = await open();
      db = fresh.db;
      smtp = await startSmtp();
      config = testConfig({ SMTP_URL: smtp.url, SALES_EMAIL: "sales@k2.example.sa", MAIL_FROM: "news@k2.example.sa" });
    });
    afterEach(async () => {
      await smtp.close();
      await fresh.cleanup();
    });

    const subscribe = async (email: string, now?: Date) => {
      const before = smtp.messages.length;
      await submit(db, newsletter(email), config, now);
      await runDeliveryPass({ db, config, now: now && (() => now) });
      return smtp.messages.slice(before);
    };

    it("sends a confirmation mail whose link confirms once", async () => {
      const [mail] = await subscribe("Reader@Example.com");
      expect(mail!.to).toEqual(["reader@example.com"]);
      expect(mail!.headers.get("subject")).toBe("Please confirm your subscription to K2 Security Systems news");
      expect(mail!.text).toContain("The link works once and for 7 days.");
      const token = tokenOf(mail!, "/newsletter/confirm");
      expect(mail!.html).toContain(`https://k2.example.sa/newsletter/confirm?token=${token}`);
      expect(await findSubscriber(db, "reader@example.com")).toMatchObject({ status: "pending" });

      expect(await confirmSubscription(db, token)).toBe("confirmed");
      expect(await findSubscriber(db, "reader@example.com")).toMatchObject({ status: "confirmed" });
      // Reused: refused, and the subscription stays as it is.
      expect(await confirmSubscription(db, token)).toBe("used");
      expect(await findSubscriber(db, "reader@example.com")).toMatchObject({ status: "confirmed" });
    });

    it("stores the token only as its hash", async () => {
      const [mail] = await subscribe("hash@example.com");
      const token = tokenOf(mail!, "/newsletter/confirm");
      const rows = await db.selectFrom("newsletter_tokens").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(hashToken(token));
      const everything = JSON.stringify([
        rows,
        await db.selectFrom("delivery_jobs").selectAll().execute(),
        await db.selectFrom("leads").selectAll().execute(),
        await db.selectFrom("newsletter_subscribers").selectAll().execute(),
      ]);
      expect(everything).not.toContain(token);
    });

    it("refuses a link older than 7 days", async () => {
      await submit(db, newsletter("late@example.com"), testConfig({}));
      const subscriber = (await findSubscriber(db, "late@example.com"))!;
      const issued = new Date("2026-05-01T08:00:00Z");
      const token = await issueConfirmationToken(db, subscriber.id, issued);
      expect(await confirmSubscription(db, token, new Date(issued.getTime() + confirmationValidityMs))).toBe("expired");
      expect(await findSubscriber(db, "late@example.com")).toMatchObject({ status: "pending" });
      expect(await confirmSubscription(db, token, new Date(issued.getTime() + confirmationValidityMs - 1000))).toBe("confirmed");
    });

    it("refuses malformed and unknown tokens", async () => {
      for (const token of [null, undefined, "", "abc", "x".repeat(43), "../../etc/passwd", 42, ["a"]]) {
        expect(await confirmSubscription(db, token)).toBe("invalid");
      }
    });

    it("confirms once when the link is opened twice at the same moment", async () => {
      const [mail] = await subscribe("twice@example.com");
      const token = tokenOf(mail!, "/newsletter/confirm");
      // Two connections on PostgreSQL (two server instances). SQLite is one connection per
      // process, whose driver serializes the two transactions.
      const [first, second] = name === "PostgreSQL" ? [fresh.connect(), fresh.connect()] : [db, db];
      const outcomes = await Promise.all([confirmSubscription(first!, token), confirmSubscription(second!, token)]);
      expect(outcomes.sort()).toEqual(["confirmed", "used"]);
    });

    it("puts a one-click unsubscribe link in the mail, body and headers, that works", async () => {
      const [mail] = await subscribe("leaver@example.com");
      const token = tokenOf(mail!, "/newsletter/unsubscribe");
      expect(mail!.html).toContain(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(mail!.headers.get("list-unsubscribe")).toBe(
        `<https://k2.example.sa/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
      );
      expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

      await confirmSubscription(db, tokenOf(mail!, "/newsletter/confirm"));
      expect(await unsubscribe(db, token, secret)).toBe("unsubscribed");
      expect(await findSubscriber(db, "leaver@example.com")).toMatchObject({ status: "unsubscribed" });
      // A second click answers the same.
      expect(await unsubscribe(db, token, secret)).toBe("unsubscribed");
    });

    it("does not let a confirmation link bring back an unsubscribed address", async () => {
      const [mail] = await subscribe("changed-mind@example.com");
      expect(await unsubscribe(db, tokenOf(mail!, "/newsletter/unsubscribe"), secret)).toBe("unsubscribed");
      expect(await confirmSubscription(db, tokenOf(mail!, "/newsletter/confirm"))).toBe("used");
      expect(await findSubscriber(db, "changed-mind@example.com")).toMatchObject({ status: "unsubscribed" });
    });

    it("refuses forged, foreign and stale unsubscribe links", async () => {
      await subscribe("a@example.com");
      await subscribe("b@example.com");
      const a = (await findSubscriber(db, "a@example.com"))!;
      const b = (await findSubscriber(db, "b@example.com"))!;
      const forged = `${b.id}.${unsubscribeToken(a, secret).split(".")[1]}`;
      for (const token of [
        forged,
        unsubscribeToken(a, "another-secret-0123456789"),
        `${a.id}`,
        "1.abc",
        null,
        "9999999999.x",
        `99999.${"a".repeat(43)}`,
      ]) {
        expect(await unsubscribe(db, token, secret)).toBe("invalid");
      }
      expect(await findSubscriber(db, "b@example.com")).toMatchObject({ status: "pending" });
      // After an erase the old link points at nobody.
      const stale = unsubscribeToken(a, secret);
      await eraseByEmail(db, "a@example.com");
      expect(await unsubscribe(db, stale, secret)).toBe("invalid");
    });

    it("mails a pending address at most once a day, however often it is signed up", async () => {
      const first = await subscribe("again@example.com");
      expect(first).toHaveLength(1);
      for (let i = 0; i < 5; i++) expect(await subscribe("again@example.com")).toEqual([]);
      const nearlyADay = new Date(Date.now() + CONFIRMATION_INTERVAL_MS - 60_000);
      expect(await subscribe("again@example.com", nearlyADay)).toEqual([]);
      expect(await db.selectFrom("newsletter_subscribers").selectAll().execute()).toHaveLength(1);

      // A day after the last mail, a sign-up sends a fresh link; either link confirms, then both are spent.
      const [second] = await subscribe("again@example.com", new Date(Date.now() + CONFIRMATION_INTERVAL_MS + 60_000));
      const firstToken = tokenOf(first[0]!, "/newsletter/confirm");
      const secondToken = tokenOf(second!, "/newsletter/confirm");
      expect(secondToken).not.toBe(firstToken);
      expect(await confirmSubscription(db, secondToken)).toBe("confirmed");
      expect(await confirmSubscription(db, firstToken)).toBe("used");
    });

    it("mails nothing more to an address that is already confirmed", async () => {
      const [mail] = await subscribe("known@example.com");
      await confirmSubscription(db, tokenOf(mail!, "/newsletter/confirm"));
      const again = await subscribe("known@example.com");
      expect(again).toEqual([]);
      expect((await jobs(db)).map((job) => job.channel)).toEqual(["newsletter-confirm"]);
      expect(await findSubscriber(db, "known@example.com")).toMatchObject({ status: "confirmed" });
    });

    it("skips a confirmation that is no longer wanted by the time it is sent", async () => {
      await submit(db, newsletter("quick@example.com"), config);
      await db.updateTable("newsletter_subscribers").set({ status: "unsubscribed" }).execute();
      expect(await runDeliveryPass({ db, config, log: captureLog() })).toMatchObject({ claimed: 1, delivered: 0, skipped: 1 });
      expect(await jobs(db)).toMatchObject([{ status: "skipped", last_error: null }]);
      expect(smtp.messages).toHaveLength(0);
      expect(await db.selectFrom("newsletter_tokens").selectAll().execute()).toHaveLength(0);
    });

    it("creates a new token on each retry: a failed send leaves no usable link behind", async () => {
      await smtp.down();
      await submit(db, newsletter("retry@example.com"), config);
      await runDeliveryPass({ db, config, log: { warn: () => undefined, error: () => undefined } });
      await smtp.up();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await runDeliveryPass({ db, config });
      const [mail] = await smtp.waitFor(1);
      expect(await db.selectFrom("newsletter_tokens").selectAll().execute()).toHaveLength(2);
      expect(await confirmSubscription(db, tokenOf(mail!, "/newsletter/confirm"))).toBe("confirmed");
    });
  });
});
