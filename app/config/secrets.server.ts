import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ensurePrivateDataDir } from "./data-dir.server";
import { getEnv, type Env } from "./env.server";

// The server's secrets: the environment's when set, otherwise made once and kept in DATA_DIR, so that a
// single server keeps valid form stamps, address hashes and unsubscribe links across restarts. Instances that
// share a database must share these (set them in the environment, or share the data folder): docs/operations.md.

export interface Secrets {
  /** Signs the forms' time stamps. */
  formSecret: string;
  /** Keys the hashes of client addresses stored with leads. */
  leadHashSalt: string;
  /** Signs newsletter confirm and unsubscribe links. */
  newsletterSecret: string;
  /** Signs the links that move or cancel a site survey. */
  surveySecret: string;
  /** Which of the above came from the data folder rather than the environment. */
  fromDataDir: (keyof typeof variables)[];
}

const variables = {
  formSecret: "FORM_SECRET",
  leadHashSalt: "LEAD_HASH_SALT",
  newsletterSecret: "NEWSLETTER_SECRET",
  surveySecret: "SURVEY_SECRET",
} as const;
type SecretName = keyof typeof variables;

export const secretsFileName = "secrets.json";
const storedSchema = z.record(z.string(), z.string().min(16));

/** Reads DATA_DIR/secrets.json, creating it (mode 0600) with any secret it lacks. Safe against a concurrent start. */
function storedSecrets(dataDir: string, needed: SecretName[]): Partial<Record<SecretName, string>> {
  ensurePrivateDataDir(dataDir);
  const file = path.join(dataDir, secretsFileName);
  const read = () => (fs.existsSync(file) ? storedSchema.parse(JSON.parse(fs.readFileSync(file, "utf8"))) : {});
  const stored = read();
  const missing = needed.filter((name) => !stored[name]);
  if (missing.length === 0) return stored;
  const next = { ...stored, ...Object.fromEntries(missing.map((name) => [name, randomBytes(32).toString("base64url")])) };
  // Write a private temporary file, then rename it over the old one: readers never see half a file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temporary, JSON.stringify(next, null, 2), { mode: 0o600, flag: "wx" });
  if (Object.keys(stored).length === 0) {
    // First start: link fails if another process created the file meanwhile; then use theirs.
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    return storedSecretsAfterRace(read, needed);
  }
  fs.renameSync(temporary, file);
  return next;
}

function storedSecretsAfterRace(read: () => Partial<Record<SecretName, string>>, needed: SecretName[]) {
  const stored = read();
  if (needed.every((name) => stored[name])) return stored;
  throw new Error(`${secretsFileName} was written by another process without every secret: restart the server`);
}

export function loadSecrets(env: Env): Secrets {
  const names = Object.keys(variables) as SecretName[];
  const fromEnv = (name: SecretName) => env[variables[name]];
  const fromDataDir = names.filter((name) => !fromEnv(name));
  const stored = fromDataDir.length > 0 ? storedSecrets(env.DATA_DIR, fromDataDir) : {};
  const value = (name: SecretName) => fromEnv(name) ?? stored[name] ?? "";
  return {
    formSecret: value("formSecret"),
    leadHashSalt: value("leadHashSalt"),
    newsletterSecret: value("newsletterSecret"),
    surveySecret: value("surveySecret"),
    fromDataDir,
  };
}

let current: Secrets | undefined;

/** The process's secrets, loaded on first use. */
export function getSecrets(): Secrets {
  current ??= loadSecrets(getEnv());
  return current;
}

/** One line for the start-up log. */
export function describeSecretSources(secrets: Secrets): string {
  if (secrets.fromDataDir.length === 0) return "[config] Secrets: all from the environment.";
  const names = secrets.fromDataDir.map((name) => variables[name]).join(", ");
  return `[config] Secrets from the data folder (${secretsFileName}): ${names}. Instances sharing a database must share them.`;
}
