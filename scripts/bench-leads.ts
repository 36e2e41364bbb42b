// npm run bench:leads — lead submissions per second and p50/p99 latency over HTTP, on SQLite and PostgreSQL.
// Starts the production server (build first) with rate limits lifted, then drives contact-form POSTs with autocannon.
import autocannon from "autocannon";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contactFields, fetchStamp, isolatedDatabase, waitPastMinimumFillTime } from "../tests/e2e/support/leads";
import { startServer } from "../tests/e2e/support/server";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;

async function bench(kind: "sqlite" | "postgres") {
  if (kind === "postgres") process.env.TEST_DATABASE_URL = postgresUrl;
  const database = await isolatedDatabase(kind, mkdtempSync(path.join(tmpdir(), "bench-leads-")));
  const server = await startServer({ ...database.env, FORM_RATE_PER_MINUTE: "100000000", FORM_RATE_PER_DAY: "100000000", LEAD_HASH_SALT: "bench" });
  try {
    const stamp = await fetchStamp(server.url);
    await waitPastMinimumFillTime();
    let counter = 0;
    const result = await autocannon({
      url: `${server.url}/contact/contact-us`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          // Every request a distinct lead, so each one is a real insert (not an idempotent repeat).
          setupRequest: (request) => ({ ...request, body: new URLSearchParams(contactFields(stamp, { name: `Bench Lead ${counter++}` })).toString() }),
        },
      ],
    });
    const db = database.open();
    const stored = Number((await db.selectFrom("leads").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    await db.destroy();
    return {
      database: kind,
      "leads/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      "non-2xx": result.non2xx,
      errors: result.errors,
      stored,
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const rows = [await bench("sqlite")];
if (postgresUrl) rows.push(await bench("postgres"));
else console.log("PostgreSQL skipped: set TEST_DATABASE_URL to include it.");
console.log(`\nLead submissions, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each:`);
console.table(rows);
