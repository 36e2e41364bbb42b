import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type AppDatabase } from "~/db/db.server";

/** The signed form stamp a page was served with (as a browser would read it from the HTML). */
export async function fetchStamp(baseUrl: string, path = "/contact/get-quote"): Promise<string> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const stamp = /name="formStamp" value="([^"]+)"/.exec(html)?.[1];
  if (!stamp || stamp.startsWith("__")) throw new Error(`No form stamp on ${path}`);
  return stamp;
}

/** Waits past the forms' minimum fill time (3 s) so a stamp counts as a person's. */
export const waitPastMinimumFillTime = () => new Promise((resolve) => setTimeout(resolve, 3_100));

export interface PostResult {
  status: number;
  html: string;
  reference?: string;
  retryAfter: string | null;
}

/** A form POST as a browser without JavaScript sends it; the answer is the server-rendered page. */
export async function postForm(baseUrl: string, path: string, fields: Record<string, string>, init: RequestInit = {}): Promise<PostResult> {
  const response = await fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
    ...init,
  });
  const html = await response.text();
  return {
    status: response.status,
    html,
    reference: /data-testid="lead-reference">([A-Z]-\d{4}-\d{6,})</.exec(html)?.[1],
    retryAfter: response.headers.get("retry-after"),
  };
}

export function contactFields(stamp: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Noura Al-Harbi",
    email: "noura@example.com",
    company: "Harbi Trading",
    phone: "+966 50 123 4567",
    service: "CCTV Installation",
    message: "Cameras for two warehouses in Riyadh.",
    consent: "on",
    website: "",
    formStamp: stamp,
    sourcePage: "/contact/contact-us",
    ...overrides,
  };
}

export function quoteFields(stamp: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Faisal Al-Qahtani",
    email: "faisal@example.com",
    phone: "",
    company: "",
    building: "enterprise",
    topic: "security-assessment",
    message: "",
    consent: "on",
    cameras: "2",
    nvr: "1",
    storage: "3",
    website: "",
    formStamp: stamp,
    sourcePage: "/contact/get-quote",
    ...overrides,
  };
}

export function newsletterFields(stamp: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { email: "reader@example.com", website: "", formStamp: stamp, sourcePage: "/", ...overrides };
}

/** A database of its own for one server: a SQLite folder, or a fresh schema of the PostgreSQL at TEST_DATABASE_URL. */
export type DatabaseKind = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = ["sqlite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];

interface IsolatedDatabase {
  env: Record<string, string>;
  open: () => AppDatabase;
  drop: () => Promise<void>;
}

export async function isolatedDatabase(kind: DatabaseKind, dataDir: string): Promise<IsolatedDatabase> {
  if (kind === "sqlite") {
    return { env: { DATA_DIR: dataDir }, open: (): AppDatabase => createDatabase({ dataDir }), drop: async () => undefined };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_leads_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = url.includes("?") ? "&" : "?";
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    open: (): AppDatabase => createDatabase({ databaseUrl: url, searchPath: schema }),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}
