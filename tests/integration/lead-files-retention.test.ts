import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sniffCv } from "~/careers/cv-file";
import { eraseByEmail, purgeExpiredLeads } from "~/leads/retention.server";
import { saveLead } from "~/leads/store.server";
import { recordUploads, uploadsRoot, writeUpload } from "~/leads/uploads.server";
import { databaseKinds, freshDatabase, type FreshDatabase } from "../support/databases";
import { pdfFile } from "../support/cv-files";
import { consent, newKey, salt } from "./delivery-support/fixtures";

// Issue 25 (docs/decisions/145): an applicant's CV, kept under DATA_DIR/uploads, is deleted by the retention job after
// CV_RETENTION_DAYS (its lead stays), with its lead when the lead's own retention ends, and when the person is erased.
// Real SQLite and PostgreSQL.

const day = 24 * 3600_000;
const now = new Date("2026-11-27T09:00:00Z");

describe.each(databaseKinds)("applicants' CVs on %s", (kind) => {
  let fresh: FreshDatabase;
  let dataDir: string;

  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cv-retention-"));
  });
  afterEach(async () => {
    await fresh.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** An application sent `daysAgo` days before now, with its CV written and named as the pipeline does. */
  async function apply(email: string, daysAgo: number): Promise<{ reference: string; file: string }> {
    const bytes = pdfFile(email);
    const written = await writeUpload({ field: "cv", folder: "cv", bytes, type: sniffCv(bytes)! }, dataDir);
    const at = new Date(now.getTime() - daysAgo * day);
    const { reference } = await saveLead(
      fresh.db,
      {
        kind: "application",
        fields: { name: "Applicant", email, opening: "general", consent: "on" },
        sourcePage: "/careers",
        consent,
        idempotencyKey: newKey(),
      },
      { salt, now: at, afterInsert: (trx, lead) => recordUploads(trx, lead.id, [written], at) },
    );
    return { reference, file: path.join(uploadsRoot(dataDir), written.path) };
  }

  const leadExists = async (reference: string) =>
    (await fresh.db.selectFrom("leads").select("id").where("reference", "=", reference).executeTakeFirst()) !== undefined;
  const fileRows = async () =>
    Number((await fresh.db.selectFrom("lead_files").select(fresh.db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("deletes a CV past CV_RETENTION_DAYS and keeps its lead; a younger CV stays", async () => {
    const old = await apply("old@example.sa", 181);
    const recent = await apply("recent@example.sa", 10);
    expect(fs.statSync(old.file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(old.file)).mode & 0o777).toBe(0o700);

    const result = await purgeExpiredLeads(fresh.db, { retentionDays: 730, fileRetentionDays: 180, now, dataDir });
    expect(result).toMatchObject({ leads: 0, files: 1 });
    expect(fs.existsSync(old.file)).toBe(false);
    expect(fs.existsSync(recent.file)).toBe(true);
    expect(await leadExists(old.reference)).toBe(true);
    expect(await fileRows()).toBe(1);
    // Idempotent: nothing more to delete.
    expect((await purgeExpiredLeads(fresh.db, { retentionDays: 730, fileRetentionDays: 180, now, dataDir })).files).toBe(0);
  });

  it("deletes the CV with its lead when the lead's own retention ends first", async () => {
    const application = await apply("short@example.sa", 40);
    const result = await purgeExpiredLeads(fresh.db, { retentionDays: 30, fileRetentionDays: 180, now, dataDir });
    expect(result).toMatchObject({ leads: 1, files: 1 });
    expect(await leadExists(application.reference)).toBe(false);
    expect(fs.existsSync(application.file)).toBe(false);
    expect(await fileRows()).toBe(0);
  });

  it("deletes the CV when its applicant is erased, and nobody else's", async () => {
    const erased = await apply("erase.me@example.sa", 1);
    const kept = await apply("keep.me@example.sa", 1);
    const result = await eraseByEmail(fresh.db, "Erase.Me@example.sa", { dataDir });
    expect(result).toMatchObject({ leads: [erased.reference], files: 1 });
    expect(fs.existsSync(erased.file)).toBe(false);
    expect(fs.existsSync(kept.file)).toBe(true);
  });

  it("sweeps a file no lead names once it is a day old (a lead not stored after its file was written)", async () => {
    const bytes = pdfFile("stray");
    const stray = await writeUpload({ field: "cv", folder: "cv", bytes, type: sniffCv(bytes)! }, dataDir);
    const fresher = await writeUpload({ field: "cv", folder: "cv", bytes, type: sniffCv(bytes)! }, dataDir);
    const strayFile = path.join(uploadsRoot(dataDir), stray.path);
    const old = new Date(Date.now() - 2 * day);
    fs.utimesSync(strayFile, old, old);
    const result = await purgeExpiredLeads(fresh.db, { retentionDays: 730, fileRetentionDays: 180, dataDir });
    expect(result.files).toBe(1);
    expect(fs.existsSync(strayFile)).toBe(false);
    expect(fs.existsSync(path.join(uploadsRoot(dataDir), fresher.path))).toBe(true);
  });
});
