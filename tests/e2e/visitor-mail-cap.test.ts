import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveySchedule } from "~/content/site-survey";
import type { AppDatabase } from "~/db/db.server";
import { mailboxKey } from "~/leads/schemas/mailbox";
import { bookableDays, slotKey } from "~/site-survey/slots";
import { databaseKinds } from "../support/databases";
import { waitUntil } from "../integration/delivery-support/fixtures";
import { startSmtp, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { useLeadServer } from "./support/lead-server";
import { contactFields, newsletterFields, postForm, quoteFields, surveyFields } from "./support/leads";
import type { RunningServer } from "../../scripts/support/server";
import { referenceCode } from "~/leads/schemas/lead-api";

// Issue 22 over HTTP, on the production server with its own delivery worker and a mail sink: one mailbox, however
// its address is typed, gets at most 3 mails a day from every form together while sales hear of every lead; and a
// recipient the mail server refuses, or a path that holds an address, appears in no log line and no stored error, only
// masked.

const sales = "sales@k2.example.sa";
const refused = "refused.reader@example.test";

describe.each(databaseKinds)("mails to visitors on %s", (kind) => {
  const env: Record<string, string> = {
    SALES_EMAIL: sales,
    MAIL_FROM: "leads@k2.example.sa",
    LEAD_ACK_EMAIL: "true",
    LEAD_HASH_SALT: "test-salt",
    DELIVERY_POLL_MS: "100",
    DELIVERY_RETRY_BASE_MS: "600000",
  };
  let smtp: SmtpRecorder;
  let server: RunningServer;
  let db: AppDatabase;
  let stamp: string;
  // Before the server starts: it needs the sink's address.
  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.refusedRecipients.push(refused);
    env.SMTP_URL = smtp.url;
  });
  useLeadServer(kind, env, (lead) => ({ server, db, stamp } = lead));
  afterAll(() => smtp?.close());

  const settled = async () =>
    (await db.selectFrom("delivery_jobs").select("id").where("status", "in", ["pending", "delivering"]).execute()).length === 0;
  const visitorAddress = /(visitor|refused\.reader)[^\s]*@example\.test/i;

  it("mails one mailbox 3 times a day from every form together, and sales every lead", async () => {
    const slot = slotKey(bookableDays(new Date(), surveySchedule)[1]!, "08:00");
    const posts: [string, Record<string, string>][] = [
      ["/contact/contact-us", contactFields(stamp, { email: "Visitor+1@Example.test" })],
      ["/contact/site-survey", surveyFields(stamp, slot, { email: "visitor+survey@example.test" })],
      ["/contact/get-quote", quoteFields(stamp, { email: "VISITOR@example.test" })],
      ["/newsletter", newsletterFields(stamp, { email: "visitor+news@example.test" })],
      ["/contact/contact-us", contactFields(stamp, { email: "visitor@example.test" })],
      ["/contact/get-quote", quoteFields(stamp, { email: "visitor+2@example.test" })],
      ["/contact/contact-us", contactFields(stamp, { email: "visitor+3@example.test" })],
    ];
    for (const [path, fields] of posts) expect((await postForm(server.url, path, fields)).postStatus).toBe(303);
    await waitUntil(settled, 20_000, "every delivery job done");

    const visitorMails = smtp.messages.filter((mail) => mail.to.some((to) => mailboxKey(to) === "visitor@example.test"));
    expect(visitorMails).toHaveLength(3);
    // Six leads for sales (the newsletter sign-up is none): every one is mailed.
    expect(smtp.messages.filter((mail) => mail.to.includes(sales))).toHaveLength(6);
    const skipped = server.output().match(new RegExp(`\\[delivery\\] \\S+ of [CQNS]-${referenceCode} skipped: .*`, "g")) ?? [];
    expect(skipped).toHaveLength(4);
    expect(skipped.filter((line) => line.endsWith("skipped: the recipient's daily cap (3) is reached"))).toHaveLength(4);
    expect(server.output()).not.toMatch(visitorAddress);
  });

  it("keeps a refused recipient's address out of the log and the stored error", async () => {
    expect((await postForm(server.url, "/contact/contact-us", contactFields(stamp, { email: refused }))).postStatus).toBe(303);
    const failedAck = () =>
      db
        .selectFrom("delivery_jobs")
        .select("last_error")
        .where("channel", "=", "ack")
        .where("last_error", "is not", null)
        .executeTakeFirst();
    await waitUntil(async () => (await failedAck()) !== undefined, 20_000, "the refused acknowledgement");

    const { last_error: stored } = (await failedAck())!;
    expect(stored).toContain("Recipient address rejected");
    expect(stored).toContain("r***@example.test");
    expect(stored).not.toMatch(visitorAddress);
    expect(server.output()).toContain("r***@example.test");
    expect(server.output()).not.toMatch(visitorAddress);
  });

  it("logs a refused request whose path holds an address with the address masked", async () => {
    const response = await fetch(`${server.url}/contact/visitor.path@example.test`);
    expect(response.status).toBe(404);
    await waitUntil(() => server.output().includes("[http] 404 GET /contact/v***@example.test"), 5_000, "the 404 line");
    expect(server.output()).not.toMatch(visitorAddress);
  });
});
