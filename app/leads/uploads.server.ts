import { randomBytes } from "node:crypto";
import { chmod, mkdir, readdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/schema";

// Files sent with a lead (an applicant's CV, docs/decisions/145): kept under DATA_DIR/uploads/<folder>/, outside any
// folder the server serves, readable by the server's user only (folders 0700, files 0600), under a random name (never
// the visitor's), named by a row of lead_files. Never logged. Deleted with their lead (retention, erasure) and on
// their own after a shorter retention (CV_RETENTION_DAYS).

/** What a form kind's schema found a file to be, from its bytes. */
export interface FileType {
  extension: "pdf" | "docx";
  mediaType: string;
}

/** A file written, not yet named by a lead: removed again when the lead is not stored. */
export interface WrittenUpload {
  field: string;
  /** Under the uploads folder: "cv/<random>.pdf". */
  path: string;
  mediaType: string;
  bytes: number;
}

const storedPath = /^[a-z][a-z-]{0,30}\/[\w-]{16,64}\.(pdf|docx)$/;
const dayMs = 24 * 60 * 60_000;

/** DATA_DIR/uploads, absolute. */
export const uploadsRoot = (dataDir = getEnv().DATA_DIR) => path.resolve(dataDir, "uploads");

/** The absolute path of a stored file; refuses anything that is not one of ours (no way out of the folder). */
function absolute(stored: string, dataDir?: string): string {
  if (!storedPath.test(stored)) throw new Error("not an upload's path");
  return path.join(uploadsRoot(dataDir), stored);
}

async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
}

/** Writes a file's bytes under a fresh random name in `folder` (0600, its folders 0700). */
export async function writeUpload(
  file: { field: string; folder: string; bytes: Uint8Array; type: FileType },
  dataDir?: string,
): Promise<WrittenUpload> {
  const root = uploadsRoot(dataDir);
  await privateFolder(root);
  await privateFolder(path.join(root, file.folder));
  const stored = `${file.folder}/${randomBytes(18).toString("base64url")}.${file.type.extension}`;
  // wx: never over another file; mode before the first byte is written.
  await writeFile(absolute(stored, dataDir), file.bytes, { mode: 0o600, flag: "wx" });
  return { field: file.field, path: stored, mediaType: file.type.mediaType, bytes: file.bytes.byteLength };
}

/** Names the written files as the lead's, in its transaction. */
export async function recordUploads(trx: Transaction<Database>, leadId: number, files: readonly WrittenUpload[], now = new Date()) {
  if (files.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto("lead_files")
    .values(
      files.map((file) => ({
        lead_id: leadId,
        field: file.field,
        path: file.path,
        media_type: file.mediaType,
        bytes: file.bytes,
        created_at: at,
      })),
    )
    .execute();
}

/** Deletes stored files; one already gone is no error. Answers how many were deleted. */
export async function deleteUploads(paths: readonly string[], dataDir?: string): Promise<number> {
  let deleted = 0;
  for (const stored of paths) {
    try {
      await unlink(absolute(stored, dataDir));
      deleted++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return deleted;
}

export interface LeadFile {
  field: string;
  mediaType: string;
  extension: string;
  content: Buffer;
}

/** A lead's files as they are on disk now, for its mail; a file deleted since (retention, erasure) is left out. */
export async function readLeadFiles(db: Kysely<Database>, leadId: number, dataDir?: string): Promise<LeadFile[]> {
  const rows = await db
    .selectFrom("lead_files")
    .select(["field", "path", "media_type"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  const files: LeadFile[] = [];
  for (const row of rows) {
    try {
      const content = await readFile(absolute(row.path, dataDir));
      files.push({ field: row.field, mediaType: row.media_type, extension: path.extname(row.path).slice(1), content });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return files;
}

/** The stored paths of the files of these leads (read before the leads are deleted: their rows go with them). */
export async function uploadPathsOf(trx: Kysely<Database>, leadIds: readonly number[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const rows = await trx.selectFrom("lead_files").select("path").where("lead_id", "in", leadIds).execute();
  return rows.map((row) => row.path);
}

export interface UploadPurgeResult {
  files: number;
  cutoff: string;
}

/**
 * Deletes files older than `retentionDays` (the lead stays, its mail already sent), and files under the uploads folder
 * that no row names and that are over a day old (written for a lead that was then not stored: a crash between the
 * two). Idempotent, like the lead purge.
 */
export async function purgeExpiredUploads(
  db: Kysely<Database>,
  { retentionDays, now = new Date(), dataDir }: { retentionDays: number; now?: Date; dataDir?: string },
): Promise<UploadPurgeResult> {
  const days = z.number().int().positive().parse(retentionDays);
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString();
  const expired = await db.selectFrom("lead_files").select(["id", "path"]).where("created_at", "<", cutoff).execute();
  // The files first: a row left behind by a crash is deleted at the next run, a file without its row by the sweep.
  let files = await deleteUploads(
    expired.map((row) => row.path),
    dataDir,
  );
  if (expired.length > 0)
    await db
      .deleteFrom("lead_files")
      .where(
        "id",
        "in",
        expired.map((row) => row.id),
      )
      .execute();
  files += await sweepStrays(db, now, dataDir);
  return { files, cutoff };
}

async function sweepStrays(db: Kysely<Database>, now: Date, dataDir?: string): Promise<number> {
  const root = uploadsRoot(dataDir);
  let folders: string[];
  try {
    folders = await readdir(root);
  } catch {
    return 0;
  }
  let swept = 0;
  for (const folder of folders) {
    let names: string[];
    try {
      names = await readdir(path.join(root, folder));
    } catch {
      continue;
    }
    for (const name of names) {
      const stored = `${folder}/${name}`;
      if (!storedPath.test(stored)) continue;
      const info = await stat(path.join(root, stored)).catch(() => undefined);
      if (!info || now.getTime() - info.mtimeMs < dayMs) continue;
      const row = await db.selectFrom("lead_files").select("id").where("path", "=", stored).executeTakeFirst();
      if (!row) swept += await deleteUploads([stored], dataDir);
    }
  }
  return swept;
}
