import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A CRM on loopback: checks each POST's signature the way a receiver would (computed here,
// independently of the code under test), records it, and answers with the status queued by
// the test (default 200). down() closes the port (connections refused, as a CRM that is down)
// and up() listens on the same port again; beforeAnswer holds each answer (a slow CRM).

export interface CrmRequest {
  body: string;
  json: unknown;
  signature: string | undefined;
  signatureValid: boolean;
  idempotencyKey: string | undefined;
  headers: http.IncomingHttpHeaders;
  status: number;
}

export interface Crm {
  url: string;
  requests: CrmRequest[];
  /** Statuses of the next answers, in order; then 200. */
  answers: number[];
  /** Distinct idempotency keys of requests answered 2xx. */
  acceptedKeys(): string[];
  /** Awaited after a request is recorded and before it is answered. */
  beforeAnswer?: (request: CrmRequest) => Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<CrmRequest[]>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startCrm(secret: string): Promise<Crm> {
  const crm: Crm = {
    url: "",
    requests: [],
    answers: [],
    acceptedKeys: () => crm.requests.filter((request) => request.status < 300).map((request) => request.idempotencyKey ?? ""),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (crm.requests.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} CRM requests, got ${crm.requests.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return crm.requests;
    },
    down: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    up: () => new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve())),
    close: () => (server.listening ? crm.down() : Promise.resolve()),
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const signature = header(req.headers["x-leads-signature"]);
      const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
      const signatureValid =
        signature !== undefined && Buffer.byteLength(signature) === expected.length && timingSafeEqual(Buffer.from(signature), expected);
      const status = signatureValid ? (crm.answers.shift() ?? 200) : 401;
      let json: unknown;
      try {
        json = JSON.parse(body.toString("utf8"));
      } catch {
        json = undefined;
      }
      const request: CrmRequest = {
        body: body.toString("utf8"),
        json,
        signature,
        signatureValid,
        idempotencyKey: header(req.headers["idempotency-key"]),
        headers: req.headers,
        status,
      };
      crm.requests.push(request);
      await crm.beforeAnswer?.(request);
      if (res.destroyed) return;
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  crm.url = `http://127.0.0.1:${port}/hooks/leads`;
  return crm;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
