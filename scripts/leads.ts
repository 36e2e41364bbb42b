import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { parseEnv } from "~/config/env.server";
import { createDatabase, databaseOptionsFromEnv, migrateToLatest, vacuumDatabase, type AppDatabase } from "~/db/db.server";
import { leadKinds, type LeadKind } from "~/db/schema";
import { leadFormKind } from "~/leads/form-kinds.server";
// The lead forms: summaries and deliveries read each lead through its form (docs/decisions/129).
import "~/forms/registry.server";
import { deliveryConfigFromEnv, type DeliveryConfig } from "~/leads/delivery/config.server";
import { leadsSince, leadsToCsv, leadsToJson } from "~/leads/delivery/export.server";
import { campaignLine, configurationLine, formatRiyadhTime, summarizeLead } from "~/leads/delivery/lead-summary.server";
import { deliverDueJobs } from "~/leads/delivery/worker.server";
import { referencePattern } from "~/leads/schemas/lead-api";
import { getLeadByReference } from "~/leads/stored-lead.server";
import { formatSar } from "~/i18n/format";
import { eraseByEmail, purgeExpiredLeads } from "~/leads/retention.server";
import { upcomingSurveys } from "~/site-survey/booking.server";
import { surveySchedule } from "~/content/site-survey";
import { englishDay, formatWindow } from "~/site-survey/slots";
import { plainText } from "~/leads/schemas/plain-text";
import { countSources, sourcedLeads, startOfWeeks } from "~/leads/sources-report.server";

// The sales and data-rights console: `npm run leads -- <command>`. Works on the database of
// the environment (DATABASE_URL, else the SQLite file in DATA_DIR), migrating it if needed.

const usage = `Usage: npm run leads -- <command>

  list [--kind contact|quote|newsletter|survey|application|service] [--limit N] [--failed]
                          newest leads first, with their delivery state
  show REF                one lead with its fields, quote and delivery jobs
  surveys                 upcoming site surveys by day (cancelled ones left out)
  export --since DATE [--until DATE] [--kind K] --format csv|json [--out FILE] [--excel]
                          leads since DATE (YYYY-MM-DD in Riyadh time, or ISO time)
  sources [--weeks N] [--kind K]
                          leads per source (utm_source, else the referring site, else "direct") and
                          landing page, per ISO week (Riyadh time), over the last N weeks (default 8)
  erase --email ADDRESS   delete every lead, subscription and delivery job of that address
  deliver                 deliver the due delivery jobs now (one pass until none is due)
  retry REF               put the failed delivery jobs of a lead back in the queue
  purge [--days N]        delete leads older than N days (default LEAD_RETENTION_DAYS, 730)
  vacuum                  rewrite the database so that deleted leads leave no bytes behind (locks it meanwhile)
`;

export interface CliIo {
  write(text: string): void;
  error(text: string): void;
  /** Given by tests; otherwise the database of the environment. */
  db?: AppDatabase;
  env?: NodeJS.ProcessEnv;
}

class UsageError extends Error {}

const dateSchema = z.union([
  z.iso.date().transform((day) => new Date(`${day}T00:00:00+03:00`)),
  z.iso.datetime({ offset: true }).transform((time) => new Date(time)),
]);
const kindSchema = z.enum(leadKinds).optional();
const countSchema = (fallback: number) => z.coerce.number().int().positive().default(fallback);

function parseOr<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`Invalid ${what}: ${String(value)}`);
  return parsed.data;
}

const cliOptions = {
  kind: { type: "string" },
  limit: { type: "string" },
  failed: { type: "boolean" },
  since: { type: "string" },
  until: { type: "string" },
  format: { type: "string" },
  out: { type: "string" },
  excel: { type: "boolean" },
  email: { type: "string" },
  days: { type: "string" },
  weeks: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const parseCommandLine = (argv: string[]) => parseArgs({ args: argv, allowPositionals: true, options: cliOptions });
type Values = ReturnType<typeof parseCommandLine>["values"];

export async function runLeadsCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (!command || parsed.values.help || command === "help") {
    io.write(usage);
    return command || parsed.values.help ? 0 : 2;
  }

  const env = parseEnv(io.env ?? process.env);
  const db = io.db ?? createDatabase(databaseOptionsFromEnv(env));
  try {
    if (!io.db) await migrateToLatest(db);
    // Parsed on demand: a broken SMTP setting must not stop an erase or an export.
    let config: DeliveryConfig | undefined;
    await commands(command, rest, parsed.values, { db, config: () => (config ??= deliveryConfigFromEnv(env)), io });
    return 0;
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}${error instanceof UsageError ? `\n\n${usage}` : ""}\n`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    if (!io.db) await db.destroy();
  }
}

async function commands(
  command: string,
  positionals: string[],
  values: Values,
  { db, config, io }: { db: AppDatabase; config: () => DeliveryConfig; io: CliIo },
) {
  switch (command) {
    case "list":
      return list(db, io, {
        kind: parseOr(kindSchema, values.kind, "--kind"),
        limit: parseOr(countSchema(50), values.limit, "--limit"),
        failed: values.failed === true,
      });
    case "show":
      return show(db, config(), io, parseOr(z.string().regex(referencePattern), positionals[0], "reference"));
    case "export": {
      const format = parseOr(z.enum(["csv", "json"]), values.format, "--format (csv or json)");
      const since = parseOr(dateSchema, values.since, "--since date");
      const until = values.until === undefined ? undefined : parseOr(dateSchema, values.until, "--until date");
      const kind = parseOr(kindSchema, values.kind, "--kind");
      const leads = await leadsSince(db, { since, until, kind, siteUrl: config().siteUrl });
      // The BOM makes Excel read UTF-8 (Arabic names) correctly; other tools do not need it.
      const text = format === "csv" ? (values.excel ? "\uFEFF" : "") + leadsToCsv(leads) : leadsToJson(leads);
      const out = values.out;
      if (out) {
        writePrivateFile(out, text);
        io.error(`Wrote ${leads.length} leads to ${out}\n`);
      } else io.write(text);
      return;
    }
    case "erase": {
      const email = parseOr(z.email(), values.email?.trim(), "--email address");
      const result = await eraseByEmail(db, email);
      io.write(
        `Erased ${result.leads.length} leads${result.leads.length ? ` (${result.leads.join(", ")})` : ""}, ` +
          `${result.subscribers} newsletter subscriptions and ${result.jobs} delivery jobs of ${email}.\n`,
      );
      if (result.files > 0) io.write(`Deleted ${result.files} uploaded files (CVs) of those leads.\n`);
      return warnWalBusy(io, result);
    }
    case "deliver": {
      const result = await deliverDueJobs({ db, config: config() });
      io.write(
        `Claimed ${result.claimed} jobs: ${result.delivered} delivered, ${result.skipped} skipped, ${result.retrying} to retry, ${result.failed} failed.\n`,
      );
      return;
    }
    case "surveys":
      return surveys(db, io);
    case "sources":
      return sources(db, io, {
        weeks: parseOr(countSchema(8).pipe(z.number().max(520)), values.weeks, "--weeks (1 to 520)"),
        kind: parseOr(kindSchema, values.kind, "--kind"),
      });
    case "retry":
      return retry(db, io, parseOr(z.string().regex(referencePattern), positionals[0], "reference"));
    case "purge": {
      const days = parseOr(countSchema(config().retentionDays), values.days, "--days");
      const result = await purgeExpiredLeads(db, { retentionDays: days, fileRetentionDays: config().fileRetentionDays });
      io.write(`Deleted ${result.leads} leads and ${result.subscribers} subscriptions created before ${result.cutoff} (${days} days).\n`);
      if (result.files > 0) io.write(`Deleted ${result.files} uploaded files (CVs), with their leads or past CV_RETENTION_DAYS.\n`);
      return warnWalBusy(io, result);
    }
    case "vacuum": {
      const walTruncated = await vacuumDatabase(db);
      io.write("Database rewritten: deleted rows leave nothing behind.\n");
      return warnWalBusy(io, { walTruncated });
    }
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

/**
 * Personal data, readable by the owner only: written to a new file of mode 0600 beside the target and renamed over
 * it, so an existing file's wider mode (an earlier export, a file made by hand) is never kept.
 */
function writePrivateFile(target: string, text: string) {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    fs.writeFileSync(temporary, text, { mode: 0o600, flag: "wx" });
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** The deleted rows are gone, but their old pages stay in SQLite's WAL until a checkpoint can empty it. */
function warnWalBusy(io: CliIo, { walTruncated }: { walTruncated: boolean }) {
  if (!walTruncated) io.error("Note: a reader kept the database's write-ahead log from being emptied; run the command again later.\n");
}

async function jobsOf(db: AppDatabase, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  return db.selectFrom("delivery_jobs").selectAll().where("lead_id", "in", leadIds).orderBy("id").execute();
}

async function list(db: AppDatabase, io: CliIo, filter: { kind?: LeadKind; limit: number; failed: boolean }) {
  let query = db
    .selectFrom("leads")
    .select(["id", "reference", "kind", "language", "fields", "created_at"])
    .orderBy("id", "desc")
    .limit(filter.limit);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.failed) {
    query = query.where("id", "in", db.selectFrom("delivery_jobs").select("lead_id").where("status", "=", "failed"));
  }
  const leads = await query.execute();
  const jobs = await jobsOf(
    db,
    leads.map((lead) => lead.id),
  );
  const rows = leads.map((lead) => {
    const fields = JSON.parse(lead.fields) as Record<string, string>;
    const delivery = jobs
      .filter((job) => job.lead_id === lead.id)
      .map((job) => `${job.channel}:${job.status}`)
      .join(" ");
    return [
      lead.reference,
      lead.kind,
      lead.language,
      formatRiyadhTime(lead.created_at),
      fields.name ?? "",
      fields.email ?? fields.phone ?? "",
      // A service request's urgency as its priority (high, normal, low); other kinds have none.
      leadFormKind(lead.kind).summary.priority?.(fields) ?? "-",
      delivery || "-",
    ];
  });
  io.write(table(["REFERENCE", "KIND", "LANGUAGE", "RECEIVED", "NAME", "CONTACT", "PRIORITY", "DELIVERY"], rows));
  io.write(`${leads.length} lead(s)\n`);
}

/**
 * A stored text as the terminal may show it: without bidi overrides and control characters (rows stored before the
 * forms dropped them may hold them), a carriage return or tab made a space. Line breaks stay.
 */
const printable = (text: string) => plainText(text).replace(/[\t\r]/g, " ");

function table(head: string[], body: string[][]): string {
  const rows = body.map((row) => row.map((cell) => printable(cell).replace(/\s+/g, " ")));
  const widths = head.map((title, index) => Math.min(40, Math.max(title.length, ...rows.map((row) => (row[index] ?? "").length))));
  const line = (cells: string[]) =>
    cells
      .map((flat, index) => {
        const width = widths[index] ?? 0;
        return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
      })
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)].join("\n") + "\n";
}

async function show(db: AppDatabase, config: DeliveryConfig, io: CliIo, reference: string) {
  const lead = await getLeadByReference(db, reference);
  if (!lead) throw new Error(`No lead ${reference}`);
  const summary = summarizeLead(lead, config.siteUrl);
  const lines = [
    `${summary.kindLabel} ${summary.reference}`,
    `Received: ${summary.receivedAt} (${summary.createdAt})`,
    `Page:     ${summary.sourceUrl}`,
    `Language: ${summary.languageName}`,
    `Landing:  ${summary.attribution.landingUrl ?? "not known"}`,
    `Referrer: ${summary.attribution.referrerHost ?? "no other site"}`,
    `Campaign: ${campaignLine(summary.attribution) || "none"}`,
    ...summary.fields.map((field) => `${`${field.label}:`.padEnd(9)} ${field.value.replace(/\n/g, "\n          ")}`),
    `Consent:  "${summary.consent.text}" (version ${summary.consent.version}, ${summary.consent.consentedAt})`,
  ];
  if (summary.quote) {
    lines.push(
      `Quote:    ${summary.quote.buildingName} (x${summary.quote.multiplier}): ${configurationLine(summary.quote) || "no configuration"}`,
    );
    if (summary.quote.total !== null) lines.push(`Total:    ${formatSar(summary.quote.total)}`);
  }
  io.write(`${printable(lines.join("\n"))}\n\n`);
  const jobs = await jobsOf(db, [lead.id]);
  io.write(
    jobs.length === 0
      ? "No delivery jobs.\n"
      : table(
          ["CHANNEL", "STATUS", "ATTEMPTS", "NEXT ATTEMPT", "LAST ERROR"],
          jobs.map((job) => [
            job.channel,
            job.status,
            String(job.attempts),
            job.status === "pending" ? job.next_attempt_at : "-",
            job.last_error ?? "",
          ]),
        ),
  );
}

async function surveys(db: AppDatabase, io: CliIo) {
  const booked = await upcomingSurveys(db);
  let day = "";
  for (const survey of booked) {
    if (survey.slot.slice(0, 10) !== day) {
      day = survey.slot.slice(0, 10);
      io.write(`\n${englishDay(day)}\n`);
    }
    const { name = "", phone = "", email = "", building = "", area = "", shortAddress = "" } = survey.fields;
    const cells = [formatWindow(survey.slot, surveySchedule), survey.reference, name, phone, email, building, area, shortAddress];
    io.write(`  ${printable(cells.filter(Boolean).join("  ")).replace(/\n/g, " ")}\n`);
  }
  io.write(`${booked.length} upcoming survey(s)\n`);
}

async function sources(db: AppDatabase, io: CliIo, filter: { weeks: number; kind?: LeadKind }) {
  const since = startOfWeeks(new Date(), filter.weeks);
  const rows = countSources(await sourcedLeads(db, { since, kind: filter.kind }));
  io.write(
    table(
      ["WEEK", "SOURCE", "LANDING PAGE", "LEADS"],
      rows.map((row) => [row.week, row.source, row.landingPage, String(row.leads)]),
    ),
  );
  const total = rows.reduce((sum, row) => sum + row.leads, 0);
  io.write(`${total} lead(s) in the last ${filter.weeks} week(s), since ${formatRiyadhTime(since.toISOString())}\n`);
}

async function retry(db: AppDatabase, io: CliIo, reference: string) {
  const lead = await db.selectFrom("leads").select("id").where("reference", "=", reference).executeTakeFirst();
  if (!lead) throw new Error(`No lead ${reference}`);
  const at = new Date().toISOString();
  // created_at restarts too: the retry window is measured from it.
  const result = await db
    .updateTable("delivery_jobs")
    .set({ status: "pending", next_attempt_at: at, created_at: at, updated_at: at })
    .where("lead_id", "=", lead.id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  io.write(`${Number(result.numUpdatedRows)} failed job(s) of ${reference} queued again; run "deliver" or wait for the server.\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runLeadsCli(process.argv.slice(2), {
    write: (text) => process.stdout.write(text),
    error: (text) => process.stderr.write(text),
  });
  process.exitCode = code;
}
