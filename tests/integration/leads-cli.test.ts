import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { csvField } from "~/leads/delivery/export.server";
import { createEnqueue } from "~/leads/delivery/outbox.server";
import { saveLead, type LeadInput } from "~/leads/store.server";
import { getLeadByReference } from "~/leads/stored-lead.server";
import { startRetentionJob } from "~/leads/retention.server";
import { runLeadsCli } from "../../scripts/leads";
import { backends, findSubscriber, recordQueries, type FreshDatabase } from "../support/databases";
import { runLeads } from "../support/run-script";
import {
  contact,
  jobs,
  newsletter,
  quote,
  salt,
  serviceRequest,
  submit,
  testConfig,
  waitUntil,
  webhookSecret,
  withPrice,
} from "./delivery-support/fixtures";

// `npm run leads`: listing, export for sales, erasure and retention, on both databases.
// Most cases call the CLI's entry function with the test's database; a few run the real
// command in a child process against the same database.

const day = 24 * 3600_000;

/** RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") endField();
    else if (char === "\r" && text[i + 1] === "\n") {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else if (char === "\n") throw new Error(`bare LF outside quotes at ${i}`);
    else field += char;
  }
  if (field !== "" || row.length > 0) throw new Error("last record not terminated by CRLF");
  return rows;
}

describe.each(backends)("leads CLI on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;
    let db: AppDatabase;

    beforeEach(async () => {
      fresh = await open();
      db = fresh.db;
    });
    afterEach(async () => {
      await fresh.cleanup();
    });

    const cli = async (...argv: string[]) => {
      let out = "";
      let err = "";
      const code = await runLeadsCli(argv, {
        db,
        env: { SITE_URL: "https://k2.example.sa", LEAD_RETENTION_DAYS: "", ...fresh.env },
        write: (text) => (out += text),
        error: (text) => (err += text),
      });
      return { code, out, err };
    };
    const at = (iso: string) => ({ salt, now: new Date(iso) });
    const count = async (table: "leads" | "delivery_jobs" | "newsletter_subscribers" | "newsletter_tokens") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("exports valid CSV with a header and proper quoting", async () => {
      const tricky = 'He said "hi", then left.\nLine two, with a comma\r\nand "more"';
      await saveLead(db, contact({ name: "Before Range" }), at("2026-02-28T20:59:59Z")); // 23:59:59 in Riyadh
      const a = await saveLead(
        db,
        contact({ name: "Al-Qahtani, Noura", company: '"Quoted" Co', message: tricky }),
        at("2026-02-28T21:00:00Z"),
      );
      const b = await saveLead(
        db,
        quote({ name: '=HYPERLINK("http://evil")', phone: "+966 50 123 4567", email: "" }),
        at("2026-03-05T10:00:00Z"),
      );
      const c = await saveLead(db, newsletter("news@example.com"), at("2026-03-06T10:00:00Z"));
      const d = await saveLead(db, serviceRequest("emergency"), at("2026-03-06T11:00:00Z"));

      const { code, out } = await cli("export", "--since", "2026-03-01", "--format", "csv");
      expect(code).toBe(0);
      const rows = parseCsv(out);
      const header = rows[0]!;
      expect(header).toEqual([
        "reference",
        "kind",
        "created_at",
        "name",
        "email",
        "phone",
        "company",
        "service",
        "topic",
        "message",
        "source_page",
        "building",
        "configuration",
        "total_sar",
        "consent_version",
        "consented_at",
        "marketing_opt_in",
        "language",
        "city",
        "contact_preference",
        "source",
        "landing_page",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "priority",
      ]);
      expect(rows.slice(1).map((row) => row[0])).toEqual([a.reference, b.reference, c.reference, d.reference]);
      expect(rows.every((row) => row.length === header.length)).toBe(true);
      const record = (reference: string) =>
        Object.fromEntries(header.map((name, i) => [name, rows.find((row) => row[0] === reference)![i]]));

      expect(record(a.reference)).toMatchObject({
        kind: "contact",
        name: "Al-Qahtani, Noura",
        company: '"Quoted" Co',
        message: tricky,
        email: "noura@example.sa",
        source_page: "/contact/contact-us",
        created_at: "2026-02-28T21:00:00.000Z",
        consent_version: "2026-01",
        marketing_opt_in: "no",
        language: "en",
      });
      expect(record(b.reference)).toMatchObject({
        kind: "quote",
        // A formula is neutralised for spreadsheets; a phone number is left alone.
        name: '\'=HYPERLINK("http://evil")',
        phone: "+966501234567",
        email: "",
        building: "Enterprise",
        configuration: "4K Security Cameras x 2; Network Video Recorder x 1; Storage x 3",
        total_sar: "5541",
      });
      expect(record(c.reference)).toMatchObject({ kind: "newsletter", email: "news@example.com", priority: "" });
      expect(record(d.reference)).toMatchObject({ kind: "service", name: "Fahad Al-Otaibi", priority: "high" });

      // The range and the kind filter.
      const until = parseCsv((await cli("export", "--since", "2026-03-01", "--until", "2026-03-06", "--format", "csv")).out);
      expect(until.slice(1).map((row) => row[0])).toEqual([a.reference, b.reference]);
      const quotes = parseCsv((await cli("export", "--since", "2026-01-01", "--kind", "quote", "--format", "csv")).out);
      expect(quotes.slice(1).map((row) => row[0])).toEqual([b.reference]);
      // Nothing in range: the header alone.
      expect(parseCsv((await cli("export", "--since", "2030-01-01", "--format", "csv")).out)).toEqual([header]);
    });

    it("exports JSON with fields, quote and consent", async () => {
      const { reference } = await saveLead(db, quote(), at("2026-03-05T10:00:00Z"));
      const { code, out } = await cli("export", "--since", "2026-03-05T00:00:00Z", "--format", "json");
      expect(code).toBe(0);
      const leads = JSON.parse(out) as unknown[];
      expect(leads).toEqual([
        expect.objectContaining({
          reference,
          kind: "quote",
          createdAt: "2026-03-05T10:00:00.000Z",
          fields: { name: "Faisal Al-Harbi", email: "faisal@example.com", phone: "+966501234567" },
          quote: expect.objectContaining({ total: 5541, subtotal: 3694, building: "enterprise", buildingName: "Enterprise" }),
          consent: expect.objectContaining({ version: "2026-01" }),
        }),
      ]);
    });

    it("exports the lines and prices stored at submission, not today's prices", async () => {
      await saveLead(db, quote(), at("2026-03-05T10:00:00Z"));
      const exported = await withPrice("cameras", 1, () => cli("export", "--since", "2026-03-01", "--format", "json"));
      const [lead] = JSON.parse(exported.out) as { quote: { lines: { item: string; unitPrice: number; subtotal: number }[] } }[];
      expect(lead!.quote.lines[0]).toMatchObject({ item: "cameras", unitPrice: 899, subtotal: 1798 });
    });

    it("exports with the same number of queries for 1 lead and for 50", async () => {
      const queriesToExport = async (format: string) => {
        const recorded = recordQueries(db);
        const code = await runLeadsCli(["export", "--since", "2026-01-01", "--format", format], {
          db: recorded.db,
          env: { SITE_URL: "https://k2.example.sa", ...fresh.env },
          write: () => undefined,
          error: () => undefined,
        });
        expect(code).toBe(0);
        return recorded.queries.length;
      };
      await saveLead(db, quote(), at("2026-03-05T10:00:00Z"));
      const forOne = { csv: await queriesToExport("csv"), json: await queriesToExport("json") };
      for (let i = 0; i < 49; i++) await saveLead(db, i % 2 ? contact() : quote(), at("2026-03-05T11:00:00Z"));
      expect({ csv: await queriesToExport("csv"), json: await queriesToExport("json") }).toEqual(forOne);
      expect(forOne.csv).toBe(1);
    });

    it("refuses bad arguments with usage and exit code 2", async () => {
      for (const argv of [
        ["export", "--format", "csv"],
        ["export", "--since", "yesterday", "--format", "csv"],
        ["export", "--since", "2026-01-01", "--format", "xlsx"],
        ["erase", "--email", "not-an-address"],
        ["erase"],
        ["show", "nonsense"],
        ["frobnicate"],
        ["list", "--bogus"],
        ["purge", "--days", "0"],
      ]) {
        const result = await cli(...argv);
        expect(result.code, argv.join(" ")).toBe(2);
        expect(result.err).toContain("Usage: npm run leads");
      }
      expect((await cli("show", "C-2026-999999")).code).toBe(1);
    });

    it("erases everything of one person and nothing of anyone else", async () => {
      const config = testConfig({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/crm", LEADS_WEBHOOK_SECRET: webhookSecret });
      const mine = [
        await submit(db, contact({ email: "Noura@Example.sa" }), config),
        await submit(db, quote({ email: "noura@example.sa" }), config),
        await submit(db, newsletter("noura@example.sa"), config),
      ];
      const others = [
        await submit(db, contact({ name: "Other", email: "xnoura@example.sa" }), config),
        await submit(db, contact({ name: "Colleague", email: "colleague@example.sa", message: "Please copy noura@example.sa" }), config),
        await submit(db, quote({ email: "", phone: "0509999999" }), config),
        await submit(db, newsletter("reader@example.com"), config),
      ];
      const snapshot = async () => ({
        leads: await db
          .selectFrom("leads")
          .selectAll()
          .where(
            "reference",
            "in",
            others.map((lead) => lead.reference),
          )
          .orderBy("id")
          .execute(),
        jobs: await db.selectFrom("delivery_jobs").selectAll().orderBy("id").execute(),
        subscribers: await db
          .selectFrom("newsletter_subscribers")
          .selectAll()
          .where("email", "!=", "noura@example.sa")
          .orderBy("id")
          .execute(),
      });
      const before = await snapshot();
      expect(await findSubscriber(db, "noura@example.sa")).toBeDefined();

      const { code, out } = await cli("erase", "--email", " NOURA@example.SA ");
      expect(code).toBe(0);
      expect(out).toContain("Erased 3 leads");
      expect(out).toContain("1 newsletter subscriptions and 2 delivery jobs");

      for (const { reference } of mine) expect(await getLeadByReference(db, reference)).toBeUndefined();
      expect(await findSubscriber(db, "noura@example.sa")).toBeUndefined();
      const after = await snapshot();
      expect(after.leads).toEqual(before.leads);
      expect(after.subscribers).toEqual(before.subscribers);
      const mineIds = new Set(before.jobs.filter((job) => !after.jobs.some((kept) => kept.id === job.id)).map((job) => job.lead_id));
      expect(mineIds.size).toBe(2);
      expect(after.jobs).toEqual(before.jobs.filter((job) => !mineIds.has(job.lead_id)));
      expect(JSON.stringify(await db.selectFrom("leads").selectAll().execute()).toLowerCase()).not.toMatch(/"email":"noura@example\.sa"/);

      // Again: nothing left, nothing else touched.
      expect((await cli("erase", "--email", "noura@example.sa")).out).toContain("Erased 0 leads");
      expect((await snapshot()).leads).toEqual(before.leads);
    });

    it("purges only what is older than LEAD_RETENTION_DAYS (730 by default)", async () => {
      const now = Date.now();
      const config = testConfig({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/crm", LEADS_WEBHOOK_SECRET: webhookSecret });
      const aged = async (days: number, input: LeadInput = contact()) =>
        (await saveLead(db, input, { salt, now: new Date(now - days * day), afterInsert: createEnqueue(config) })).reference;
      const old = [await aged(800), await aged(731)];
      const kept = [await aged(729), await aged(10), await aged(0)];
      // Newsletter: an old pending sign-up goes; an old confirmed one is kept as proof of consent.
      const oldPending = await aged(900, newsletter("pending@example.com"));
      const oldConfirmed = await aged(900, newsletter("confirmed@example.com"));
      await db.updateTable("newsletter_subscribers").set({ status: "confirmed" }).where("email", "=", "confirmed@example.com").execute();
      expect(await count("delivery_jobs")).toBe(5);

      const { code, out } = await cli("purge");
      expect(code).toBe(0);
      expect(out).toContain("Deleted 3 leads and 1 subscriptions");
      expect(out).toContain("(730 days)");
      for (const reference of [...old, oldPending]) expect(await getLeadByReference(db, reference)).toBeUndefined();
      for (const reference of [...kept, oldConfirmed]) expect(await getLeadByReference(db, reference)).toBeDefined();
      expect(await findSubscriber(db, "pending@example.com")).toBeUndefined();
      expect(await findSubscriber(db, "confirmed@example.com")).toMatchObject({ status: "confirmed" });
      expect(await count("delivery_jobs")).toBe(3);

      // Explicit limit.
      expect((await cli("purge", "--days", "5")).out).toContain("Deleted 2 leads");
      expect(await count("leads")).toBe(2); // today's lead and the confirmed subscriber's consent
    });

    it("follows LEAD_RETENTION_DAYS from the environment", async () => {
      await saveLead(db, contact(), { salt, now: new Date(Date.now() - 40 * day) });
      await saveLead(db, contact(), { salt, now: new Date(Date.now() - 20 * day) });
      let out = "";
      await runLeadsCli(["purge"], { db, env: { LEAD_RETENTION_DAYS: "30" }, write: (text) => (out += text), error: () => undefined });
      expect(out).toContain("Deleted 1 leads");
      expect(await count("leads")).toBe(1);
    });

    it("purges every day from the server through the retention job", async () => {
      const old = await saveLead(db, contact(), { salt, now: new Date(Date.now() - 31 * day) });
      const recent = await saveLead(db, contact(), { salt, now: new Date(Date.now() - 29 * day) });
      const lines: string[] = [];
      const log = { info: (text: string) => lines.push(text), error: (text: string) => lines.push(`error: ${text}`) };
      // Intervals shortened: the first run comes soon after start, then one per "day".
      const stop = startRetentionJob({ db, retentionDays: 30, firstRunAfterMs: 10, intervalMs: 50, log });
      try {
        await waitUntil(async () => (await getLeadByReference(db, old.reference)) === undefined, 10_000, "the purge");
        await new Promise((resolve) => setTimeout(resolve, 120)); // a few more runs: nothing more to delete
      } finally {
        stop();
      }
      expect(await getLeadByReference(db, recent.reference)).toBeDefined();
      expect(lines).toEqual(["[retention] deleted 1 leads and 0 subscriptions older than 30 days"]);
    });

    it("lists leads with their language and delivery state, shows one, and retries a failed job", async () => {
      const config = testConfig({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/crm", LEADS_WEBHOOK_SECRET: webhookSecret });
      const ok = await submit(db, contact({ sourcePage: "/ar/contact/contact-us", language: "ar" }), config);
      const bad = await submit(db, quote(), config);
      const urgent = await saveLead(db, serviceRequest("emergency"), { salt });
      const [okJob, badJob] = await jobs(db);
      await db.updateTable("delivery_jobs").set({ status: "delivered" }).where("id", "=", okJob!.id).execute();
      await db
        .updateTable("delivery_jobs")
        .set({ status: "failed", attempts: 27, last_error: "CRM answered 503 Service Unavailable" })
        .where("id", "=", badJob!.id)
        .execute();

      const listed = await cli("list");
      expect(listed.out).toMatch(/^REFERENCE\s+KIND\s+LANGUAGE\s+RECEIVED\s+NAME\s+CONTACT\s+PRIORITY\s+DELIVERY$/m);
      expect(listed.out).toMatch(
        new RegExp(`${bad.reference}\\s+quote\\s+en\\s+.*Faisal Al-Harbi\\s+faisal@example\\.com\\s+-\\s+webhook:failed`),
      );
      // A service request's priority, from its urgency.
      expect(listed.out).toMatch(new RegExp(`${urgent.reference}\\s+service\\s+.*Fahad Al-Otaibi\\s+\\S+\\s+high\\s+`));
      expect(listed.out).toMatch(new RegExp(`${ok.reference}\\s+contact\\s+ar\\s+.*webhook:delivered`));
      expect(listed.out.indexOf(bad.reference)).toBeLessThan(listed.out.indexOf(ok.reference));
      const failed = await cli("list", "--failed");
      expect(failed.out).toContain(bad.reference);
      expect(failed.out).not.toContain(ok.reference);

      const shown = await cli("show", bad.reference);
      for (const expected of [
        `Quote request ${bad.reference}`,
        "Page:     https://k2.example.sa/",
        "Language: English",
        "Name:     Faisal Al-Harbi",
        "Enterprise (x1.5): 4K Security Cameras x 2; Network Video Recorder x 1; Storage x 3",
        "Total:    SAR 5,541",
        "CRM answered 503 Service Unavailable",
      ]) {
        expect(shown.out).toContain(expected);
      }
      expect(shown.out).toMatch(/webhook\s+failed\s+27/);

      expect((await cli("retry", bad.reference)).out).toContain("1 failed job(s)");
      expect((await jobs(db))[1]).toMatchObject({ status: "pending" });
    });

    it("runs as a process of its own against the environment's database", async () => {
      await saveLead(db, contact({ name: "Child, Process" }), { salt });
      const env = { ...process.env, ...fresh.env, SITE_URL: "https://k2.example.sa" };
      const exported = await runLeads(["export", "--since", "2020-01-01", "--format", "csv"], env);
      const rows = parseCsv(exported.stdout);
      expect(rows[0]![0]).toBe("reference");
      expect(rows[1]![3]).toBe("Child, Process");
      const erased = await runLeads(["erase", "--email", "noura@example.sa"], env);
      expect(erased.stdout).toContain("Erased 1 leads");
      expect(await count("leads")).toBe(0);
      await expect(runLeads(["nope"], env)).rejects.toMatchObject({ code: 2 });
    });

    it("prints stored names without bidi overrides or control characters", async () => {
      // Stored before the form schema stripped them (issue 22): the console must still show them harmlessly.
      const { reference } = await saveLead(db, contact({ name: "Noura" }), { salt });
      const name = "Evil\u202Egpj.exe\u2066 \u0085x\u009B31m \u001B[2J\rFake \u200Fمرحبا";
      await db
        .updateTable("leads")
        .set({ fields: JSON.stringify({ name, email: "noura@example.sa", company: "\u202Dco", message: "one\u001B]0;t\u0007\ntwo" }) })
        .where("reference", "=", reference)
        .execute();
      // eslint-disable-next-line no-control-regex -- what must not reach the terminal
      const hidden = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
      const listed = await cli("list");
      expect(listed.out).toContain(reference);
      expect(listed.out).toContain("Evilgpj.exe x31m [2J Fake \u200Fمرحبا");
      expect(listed.out).not.toMatch(hidden);
      const shown = await cli("show", reference);
      expect(shown.out).toContain("Evilgpj.exe");
      expect(shown.out).toContain("one]0;t\n          two");
      expect(shown.out).not.toMatch(hidden);
    });

    it("exports to --out as a new file of mode 0600, even over an existing readable one", async () => {
      await saveLead(db, contact({ name: "Out File" }), { salt });
      const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "export-")), "leads.csv");
      fs.writeFileSync(out, "an older export\n", { mode: 0o644 });
      fs.chmodSync(out, 0o644);
      expect((await cli("export", "--since", "2020-01-01", "--format", "csv", "--out", out)).code).toBe(0);
      expect(fs.statSync(out).mode & 0o777).toBe(0o600);
      expect(parseCsv(fs.readFileSync(out, "utf8"))[1]![3]).toBe("Out File");
      expect(fs.readdirSync(path.dirname(out))).toEqual(["leads.csv"]);
      fs.rmSync(path.dirname(out), { recursive: true });
    });

    it("keeps a formula after a semicolon inert for spreadsheets whose separator is `;`", async () => {
      await saveLead(db, contact({ company: 'Acme;=HYPERLINK("http://evil")', message: "a;+cmd|' /C calc'!A0;-5" }), { salt });
      const { out } = await cli("export", "--since", "2020-01-01", "--format", "csv");
      const row = parseCsv(out)[1]!;
      expect(row[6]).toBe('Acme;\'=HYPERLINK("http://evil")');
      expect(row[9]).toBe("a;'+cmd|' /C calc'!A0;'-5");
      // As a `;` spreadsheet splits the line: no cell starts a formula.
      for (const cell of out.split("\r\n")[1]!.split(";")) expect(cell).not.toMatch(/^[=@\t\r+-]/);
    });
  });
});

describe("CSV fields", () => {
  it("quotes only when needed and neutralises formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField(undefined)).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(5541)).toBe("5541");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "x"')).toBe('"say ""x"""');
    expect(csvField("one\ntwo")).toBe('"one\ntwo"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvField("+966 50 123 4567")).toBe("+966 50 123 4567");
    expect(csvField("-42")).toBe("-42");
    expect(csvField("a;=1+1")).toBe(`"a;'=1+1"`);
    expect(csvField("a;b")).toBe('"a;b"');
  });
});

// The other child-process cases start the script straight on Node (tests/support/run-script.ts); this one goes through
// npm once, for the wiring of package.json's script and of the arguments after `--`.
it("is what `npm run leads -- <command>` runs", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-npm-"));
  try {
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: "" };
    const listed = await promisify(execFile)("npm", ["run", "-s", "leads", "--", "list", "--kind", "quote"], { env });
    expect(listed.stdout).toContain("0 lead(s)");
    await expect(promisify(execFile)("npm", ["run", "-s", "leads", "--", "nope"], { env })).rejects.toMatchObject({ code: 2 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
