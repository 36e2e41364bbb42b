import fs from "node:fs";

/** DATA_DIR holds the database, secrets and generated images: readable by the server's user only. */
export function ensurePrivateDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
