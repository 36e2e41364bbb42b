import { describe, expect, it } from "vitest";
import { createMigrator, migrateToLatest } from "~/db/db.server";
import { surveySchedule } from "~/content/site-survey";
import { runDeliveryPass } from "~/leads/delivery/worker.server";
import { saveLead } from "~/leads/store.server";
import { reserveSurvey } from "~/site-survey/booking.server";
import { validateSurvey } from "~/site-survey/schema";
import { bookableDays, slotKey } from "~/site-survey/slots";
import { backends, findSubscriber } from "../support/databases";
import { runLeads } from "../support/run-script";
import { consent, contact, jobs, newKey, newsletter, quote, salt, submit, testConfig, webhookSecret } from "./delivery-support/fixtures";
import { useDeliveryRig } from "./delivery-support/rig";
import type { ReceivedMail } from "./delivery-support/smtp";

// Issue 16, leads: a lead keeps the language of its page (migration 0006); the visitor's mails go out in it, with
// links to that language's pages; the sales mail and the CRM's payload stay English and say which language it was.

const arabicLetters = /[\u0600-\u06FF]/;
const latinWords = /\b(Hello|Thank you|reference|received|Please|Unsubscribe)\b/;

describe.each(backends)("lead language on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    const rig = useDeliveryRig(open, { smtp: true, crm: true });

    const config = () =>
      testConfig({
        SMTP_URL: rig.smtp.url,
        SALES_EMAIL: "sales@k2.example.sa",
        MAIL_FROM: "leads@k2.example.sa",
        LEAD_ACK_EMAIL: "true",
        LEADS_WEBHOOK_URL: rig.crm.url,
        LEADS_WEBHOOK_SECRET: webhookSecret,
      });
    const mailTo = (mails: ReceivedMail[], address: string) => mails.find((mail) => mail.to.includes(address))!;

    it("adds language to leads and subscriptions, English for rows stored before, and removes it again", async () => {
      const migrator = await createMigrator(rig.fresh.db);
      expect((await migrator.migrateTo("0005_site_surveys")).error).toBeUndefined();
      const columns = async (table: string) =>
        (await rig.fresh.db.introspection.getTables())
          .filter((each) => each.name === table)
          .flatMap((each) => each.columns.map((column) => column.name));
      expect(await columns("leads")).not.toContain("language");
      expect(await columns("newsletter_subscribers")).not.toContain("language");
      // A lead and a subscription stored before the migration, as the old code wrote them.
      const at = new Date().toISOString();
      await rig.db
        .insertInto("leads")
        .values({
          id: 1,
          reference: "C-2026-000001",
          kind: "contact",
          fields: "{}",
          source_page: "/",
          consent_text: "x",
          consent_version: "1",
          consented_at: at,
          client_hash: null,
          building: null,
          quote: null,
          idempotency_key: "key-before-0006",
          created_at: at,
        })
        .execute();
      await rig.db
        .insertInto("newsletter_subscribers")
        .values({ email: "old@example.sa", lead_reference: "C-2026-000001", created_at: at, updated_at: at })
        .execute();

      // Up to 0006 only: later migrations are not this test's.
      const up = await migrator.migrateTo("0006_lead_language");
      expect(up.results?.map((result) => result.migrationName)).toEqual(["0006_lead_language"]);
      expect(await rig.db.selectFrom("leads").select("language").executeTakeFirstOrThrow()).toEqual({ language: "en" });
      expect((await findSubscriber(rig.db, "old@example.sa"))?.language).toBe("en");
      // Only the two languages of the site.
      await expect(
        rig.db
          .updateTable("leads")
          .set({ language: "fr" as "en" })
          .execute(),
      ).rejects.toThrow();

      const down = await migrator.migrateTo("0005_site_surveys");
      expect(down.results?.map((result) => [result.migrationName, result.direction, result.status])).toEqual([
        ["0006_lead_language", "Down", "Success"],
      ]);
      expect(await columns("leads")).not.toContain("language");
      expect(await columns("newsletter_subscribers")).not.toContain("language");
      expect((await migrateToLatest(rig.db)).map((result) => result.migrationName)).toContain("0006_lead_language");
    });

    it.each([
      ["contact", contact, "/ar/contact/contact-us"],
      ["quote", quote, "/ar/contact/get-quote"],
    ] as const)("answers an Arabic %s lead in Arabic; sales and the CRM get English with its language", async (_, lead, page) => {
      const { reference } = await submit(rig.db, lead({ sourcePage: page, language: "ar" }), config());
      expect(await runDeliveryPass({ db: rig.db, config: config() })).toMatchObject({ claimed: 3, delivered: 3 });
      const mails = await rig.smtp.waitFor(2);
      const visitor = mailTo(mails, lead().fields.email!);
      const sales = mailTo(mails, "sales@k2.example.sa");

      const subject = visitor.headers.get("subject")!;
      expect(subject).toMatch(arabicLetters);
      expect(subject).toContain(reference);
      expect(visitor.html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(visitor.html).toContain(`<strong>${reference}</strong>`);
      expect(visitor.text).toContain("مرحباً،");
      expect(visitor.text).toContain(`رقمكم المرجعي هو ${reference}. سيرد عليكم فريقنا خلال 24 ساعة.`);
      expect(visitor.text).toContain("كي تو للأنظمة الأمنية");
      expect(visitor.text).toContain("(بتوقيت الرياض)");
      expect(visitor.text).toContain("https://k2.example.sa/ar");
      expect(visitor.text).not.toMatch(latinWords);
      expect(visitor.text).not.toMatch(/[٠-٩]/);

      expect(sales.headers.get("subject")).toMatch(/^(Contact|Quote) request /);
      expect(sales.text).toContain("Language: Arabic");
      expect(sales.text).toContain(`Page: https://k2.example.sa${page}`);
      expect(sales.html).toContain("Language: Arabic");
      expect(sales.html).toMatch(/<html lang="en" dir="ltr">/);

      const [request] = await rig.crm.waitFor(1);
      expect(request!.json).toMatchObject({ lead: { reference, language: "ar", sourcePage: page } });
    });

    it("keeps an English lead English, with its language said to sales and the CRM", async () => {
      const { reference } = await submit(rig.db, contact(), config());
      await runDeliveryPass({ db: rig.db, config: config() });
      const mails = await rig.smtp.waitFor(2);
      const visitor = mailTo(mails, "noura@example.sa");
      expect(visitor.headers.get("subject")).toBe(`We received your message (${reference})`);
      expect(visitor.html).toMatch(/<html lang="en" dir="ltr">/);
      expect(visitor.text).not.toMatch(arabicLetters);
      expect(visitor.text).toMatch(/We received your message on \d{1,2} \w{3} \d{4}, \d\d:\d\d \(Riyadh\)\./);
      expect(mailTo(mails, "sales@k2.example.sa").text).toContain("Language: English");
      expect((await rig.crm.waitFor(1))[0]!.json).toMatchObject({ lead: { reference, language: "en" } });
    });

    it("delivers in Arabic from `leads deliver`, a process of its own that Vite does not build", async () => {
      const { reference } = await submit(rig.db, contact({ sourcePage: "/ar/contact/contact-us", language: "ar" }), config());
      const env = {
        ...process.env,
        ...rig.fresh.env,
        SITE_URL: "https://k2.example.sa",
        SMTP_URL: rig.smtp.url,
        SALES_EMAIL: "sales@k2.example.sa",
      };
      const delivered = await runLeads(["deliver"], env);
      expect(delivered.stdout).toContain("delivered");
      const visitor = mailTo(await rig.smtp.waitFor(2), "noura@example.sa");
      expect(visitor.headers.get("subject")).toBe(`استلمنا رسالتكم (${reference})`);
      expect(visitor.html).toMatch(/<html lang="ar" dir="rtl">/);
    });

    it("sends an Arabic sign-up its confirmation in Arabic, with links to the Arabic pages", async () => {
      await submit(rig.db, newsletter("qari@example.sa", { sourcePage: "/ar", language: "ar" }), config());
      expect((await findSubscriber(rig.db, "qari@example.sa"))?.language).toBe("ar");
      await runDeliveryPass({ db: rig.db, config: config() });
      const [mail] = await rig.smtp.waitFor(1);
      expect(mail!.headers.get("subject")).toBe("يُرجى تأكيد اشتراككم في النشرة البريدية من كي تو للأنظمة الأمنية");
      expect(mail!.html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(mail!.text).toMatch(/https:\/\/k2\.example\.sa\/ar\/newsletter\/confirm\?token=[\w-]{43}/);
      expect(mail!.text).toMatch(/https:\/\/k2\.example\.sa\/ar\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}/);
      expect(mail!.headers.get("list-unsubscribe")).toMatch(/^<https:\/\/k2\.example\.sa\/ar\/newsletter\/unsubscribe\?token=/);
      expect(mail!.text).toContain("تأكيد اشتراكي");
      expect(mail!.text).toContain("يعمل الرابط مرة واحدة ولمدة 7 أيام.");
      expect(mail!.text).not.toMatch(latinWords);

      // Signed up again later from an English page: the next confirmation is English.
      const later = new Date(Date.now() + 25 * 60 * 60_000);
      await saveLead(rig.db, newsletter("qari@example.sa", { sourcePage: "/about" }), { salt, now: later });
      expect((await findSubscriber(rig.db, "qari@example.sa"))?.language).toBe("en");
    });

    it("books an Arabic site survey in Arabic: the window in Arabic words, the invitation and the manage link", async () => {
      const slot = slotKey(bookableDays(new Date(), surveySchedule)[0]!, "10:00");
      const fields = {
        slot,
        name: "سارة",
        phone: "٠٥٠ ١٢٣ ٤٥٦٧",
        email: "sara@example.sa",
        building: "office",
        area: "العليا",
        consent: "on",
      };
      const check = validateSurvey(fields);
      if (!check.success) throw new Error(JSON.stringify(check.errors));
      const reserve = reserveSurvey(
        () => ({ schedule: surveySchedule, capacity: 2, bookingsPerPerson: 2 }),
        () => salt,
      );
      const { reference } = await saveLead(
        rig.db,
        { kind: "survey", fields, sourcePage: "/ar/contact/site-survey", language: "ar", consent, idempotencyKey: newKey() },
        {
          salt,
          afterInsert: async (trx, lead) => {
            await reserve(trx, lead, check.values);
            await (await import("~/leads/delivery/outbox.server")).createEnqueue(config())(trx, lead);
          },
        },
      );
      expect((await jobs(rig.db)).map((job) => job.channel)).toEqual(["email", "ack", "webhook"]);
      await runDeliveryPass({ db: rig.db, config: config() });
      const mails = await rig.smtp.waitFor(2);
      const visitor = mailTo(mails, "sara@example.sa");
      expect(visitor.headers.get("subject")).toBe(`تم حجز المعاينة الميدانية (${reference})`);
      expect(visitor.html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(visitor.text).toContain("10:00–12:00 (بتوقيت الرياض)");
      expect(visitor.text).toMatch(/سيزوركم أحد مهندسينا في (الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس)، \d{1,2} \S+ \d{4}، 10:00–12:00/);
      expect(visitor.text).toMatch(new RegExp(`https://k2\\.example\\.sa/ar/contact/site-survey/manage\\?ref=${reference}&v=0&sig=`));
      // Addresses stay left to right inside the right-to-left text.
      expect(visitor.html).toMatch(/<a href="https:\/\/k2\.example\.sa\/ar\/contact\/site-survey\/manage\?[^"]+" dir="ltr">/);
      expect(visitor.raw).toContain("site-survey.ics");
      expect(mailTo(mails, "sales@k2.example.sa").text).toContain("Language: Arabic");
    });
  });
});
