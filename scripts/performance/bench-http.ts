// npm run bench:http — requests per second and latency with autocannon against the production server (build
// first): a prerendered page served from memory, a server-rendered page and the health check.
import autocannon from "autocannon";
import { startServer } from "../../tests/e2e/support/server";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const targets = [
  { kind: "prerendered page", path: "/services/access-control" },
  // A query string sends the request to React Router's renderer instead of the prerendered copy.
  { kind: "server-rendered page", path: "/contact/get-quote?topic=cctv" },
  { kind: "health check", path: "/healthz" },
] as const;

const server = await startServer({ HSTS: "false" });
const rows = [];
try {
  for (const target of targets) {
    const result = await autocannon({
      url: `${server.url}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { "accept-encoding": "br, gzip" },
    });
    rows.push({
      target: `${target.kind} ${target.path}`,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      "non-2xx": result.non2xx,
      errors: result.errors,
    });
  }
} finally {
  await server.stop();
}
console.log(`\nHTTP throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each:`);
console.table(rows);
