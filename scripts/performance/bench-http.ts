// npm run bench:http — requests per second and latency with autocannon against the production server (build
// first): a prerendered page, a server-rendered page and the health check; and, in the same run with the same
// client, nginx (Debian's nginx-light, gzip_static on) serving the same prerendered page's precompressed file.
import autocannon from "autocannon";
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadavg } from "node:os";
import { freePort, productionBuildDir, startServer } from "../support/server";
import { cpuPerRequest } from "./process-cpu";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PAGE = "/services/access-control";

const targets = [
  { kind: "prerendered page", path: PAGE },
  // A query string sends the request to React Router's renderer instead of the prerendered copy.
  { kind: "server-rendered page", path: "/contact/get-quote?topic=cctv" },
  { kind: "health check", path: "/healthz" },
] as const;

/** nginx on a free loopback port serving the client build, precompressed files first; stopped by the caller. */
async function startNginx(root: string) {
  if (!existsSync("/usr/sbin/nginx")) {
    console.log("nginx is missing: installing Debian's nginx-light...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light", { stdio: "inherit" });
  }
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const nginx = spawn("/usr/sbin/nginx", ["-c", config, "-p", dir], { stdio: "inherit" });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => nginx.kill("SIGTERM") };
}

/** One autocannon run; with the server's pid, the server's CPU time per request too (scripts/performance/process-cpu.ts). */
async function measure(target: string, url: string, pid?: number) {
  const run = () => autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { "accept-encoding": "gzip" } });
  const { result, cpuMsPerRequest } =
    pid === undefined ? { result: await run(), cpuMsPerRequest: undefined } : await cpuPerRequest(pid, run);
  return {
    target,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "server CPU ms/req": cpuMsPerRequest,
    requests: result.requests.total,
    "non-2xx": result.non2xx,
    errors: result.errors,
  };
}

const rows = [];
const server = await startServer({ HSTS: "false" }, productionBuildDir);
try {
  for (const target of targets)
    rows.push(await measure(`${target.kind} ${target.path}`, `${server.url}${target.path}`, server.process.pid));
} finally {
  await server.stop();
}
const nginx = await startNginx(path.resolve(productionBuildDir, "client"));
try {
  rows.push(await measure(`nginx, same prerendered page ${PAGE}`, `${nginx.url}${PAGE}`));
} finally {
  nginx.stop();
}
console.log(
  `\nHTTP throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, gzip accepted (load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}):`,
);
console.table(rows);
const ours = rows[0]!["req/s"];
const reference = rows.at(-1)!["req/s"];
console.log(
  `Prerendered page: ${ours} req/s, ${(ours / reference).toFixed(2)}x of nginx (${reference} req/s); p99 ${rows[0]!["p99 ms"]} ms.`,
);
