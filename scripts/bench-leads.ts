// npm run bench:leads — lead submissions per second and p50/p99 latency over HTTP, on SQLite and PostgreSQL.
// Starts the production server (build first) with rate limits lifted, then drives contact-form POSTs with autocannon.
import autocannon from "autocannon";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { isolatedDatabase } from "./support/databases";
import { contactFields, fetchStamp, waitPastMinimumFillTime } from "./support/lead-forms";
import { productionBuildDir, startServer } from "./support/server";
import { cpuPerRequest } from "./performance/process-cpu";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;

// With JavaScript the form island posts to the JSON endpoint (200 and JSON); without, the browser posts to the page
// and is sent on to the confirmation page (303, not followed here: the bench measures the post).
const modes = [
  { mode: "with JS (JSON)", path: "/api/leads/contact", expectedStatus: "2xx" },
  { mode: "no JS (page, 303)", path: "/contact/contact-us", expectedStatus: "3xx" },
] as const;

async function bench(kind: "sqlite" | "postgres", mode: (typeof modes)[number]) {
  if (kind === "postgres") process.env.TEST_DATABASE_URL = postgresUrl;
  const database = await isolatedDatabase(kind, mkdtempSync(path.join(tmpdir(), "bench-leads-")));
  const server = await startServer(
    { ...database.env, FORM_RATE_PER_MINUTE: "100000000", FORM_RATE_PER_DAY: "100000000", LEAD_HASH_SALT: "bench-salt" },
    productionBuildDir,
  );
  try {
    const stamp = await fetchStamp(server.url);
    await waitPastMinimumFillTime();
    let counter = 0;
    const { result, cpuMsPerRequest } = await cpuPerRequest(server.process.pid!, () =>
      autocannon({
        url: `${server.url}${mode.path}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie: `form_stamp=${stamp}` },
            // Every request a distinct lead, so each one is a real insert (not an idempotent repeat).
            setupRequest: (request) => {
              const { formStamp, ...fields } = contactFields(stamp, { name: `Bench Lead ${counter++}` });
              return { ...request, body: new URLSearchParams(fields).toString() };
            },
          },
        ],
      }),
    );
    const db = database.open();
    const stored = Number((await db.selectFrom("leads").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    await db.destroy();
    return {
      database: kind,
      form: mode.mode,
      "leads/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "server CPU ms/req": cpuMsPerRequest,
      requests: result.requests.total,
      // Any answer but the mode's success (200 JSON or 303) counts here.
      unexpected: result.requests.total - result[mode.expectedStatus],
      errors: result.errors,
      stored,
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const kinds = postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
if (!postgresUrl) console.log("PostgreSQL skipped: set TEST_DATABASE_URL to include it.");
const rows = [];
for (const kind of kinds) for (const mode of modes) rows.push(await bench(kind, mode));
console.log(
  `\nLead submissions, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}):`,
);
console.table(rows);
