import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImageConfig } from "~/images/config.server";
import { createImageEndpoint } from "~/images/endpoint.server";
import { listImageSlots } from "~/images/slots";
import { slotKey, wrapPrompt } from "~/images/prompt";
import { startFakeImageProvider, TINY_PNG, type FakeImageProvider } from "../support/fake-image-provider";
import { budget, timed } from "../support/timing";

// POST /api/generate-image over real HTTP: a node:http server hands each request to the endpoint,
// which calls a real local HTTP server imitating the provider. Visitors name a slot of the site's
// registry by key; the server words the prompt.

const KEY = "sk-test-3c9f0a7e-never-show-me";
const seen: string[] = [];

let provider: FakeImageProvider;
let dataDir: string;
let site: { url: string; close: () => Promise<void> };
let limiterRun = 0;

type Handler = (request: Request, clientAddress: string) => Promise<Response>;
let handler: Handler;

/** Serves `handler` (swapped per test) on loopback, as Express hands requests to React Router. */
async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const init = { method: req.method, headers, body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined, duplex: "half" };
    const response = await handler(new Request(`http://127.0.0.1${req.url}`, init as RequestInit), req.socket.remoteAddress ?? "unknown");
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

function config(overrides: Partial<ImageConfig> = {}, timeoutMs = 5000): ImageConfig {
  return {
    dataDir,
    provider: { baseUrl: provider.url, apiKey: KEY, timeoutMs },
    perClient: { points: 100, durationSeconds: 60 },
    dailyCap: 100,
    clientDailyCap: 100,
    ...overrides,
  };
}

/** A fresh endpoint with its own limiter counts, served over HTTP. */
function useEndpoint(settings: ImageConfig) {
  const endpoint = createImageEndpoint(settings, { limiterName: `test-${process.pid}-${++limiterRun}` });
  handler = endpoint.handle;
  return endpoint;
}

interface Answer {
  status: number;
  headers: Headers;
  body: { url?: string; error?: string; field?: string };
}

/** Posts from another loopback address: another client to the per-client limits. */
async function postFrom(localAddress: string, body: unknown): Promise<Answer> {
  const answer = await new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = httpRequest(
      `${site.url}/api/generate-image`,
      { method: "POST", localAddress, headers: { "Content-Type": "application/json" } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") headers.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers, text });
        });
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
  seen.push(answer.text, JSON.stringify([...answer.headers]));
  return { status: answer.status, headers: answer.headers, body: JSON.parse(answer.text) as Answer["body"] };
}

async function post(body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }): Promise<Answer> {
  const response = await fetch(`${site.url}/api/generate-image`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  seen.push(text, JSON.stringify([...response.headers]));
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Answer["body"] };
}

const [first, second, third] = listImageSlots();
const keyOf = (slot: typeof first) => slotKey(slot!.prompt, slot!.width, slot!.height);
/** A request for the site's first image slot: the whole body a visitor may send. */
const gate = { slot: keyOf(first) };
const other = { slot: keyOf(second) };

beforeAll(async () => {
  provider = await startFakeImageProvider();
  site = await serve();
});

afterAll(async () => {
  await site.close();
  await provider.close();
  // The key reaches the provider and nothing else.
  expect(seen.length).toBeGreaterThan(20);
  for (const text of seen) expect(text).not.toContain(KEY);
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "generate-image-"));
  provider.calls.length = 0;
  provider.behaviour = { kind: "b64" };
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("success and cache", () => {
  it("generates through the provider, stores the image and answers its URL", async () => {
    const endpoint = useEndpoint(config());
    const answer = await post(gate);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.url).toMatch(/^\/images\/[0-9a-f]{32}\.png$/);
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]).toEqual({
      authorization: `Bearer ${KEY}`,
      body: { model: "gpt-image-1", prompt: wrapPrompt(first!.prompt), n: 1, size: "1536x1024" },
    });
    const file = answer.body.url!.slice("/images/".length);
    const stored = await endpoint.service.store.read(file);
    expect(Buffer.from(stored!).subarray(0, TINY_PNG.length)).toEqual(TINY_PNG);
  });

  it("answers a repeated request from the cache without a second provider call", async () => {
    useEndpoint(config());
    const generated = await post(gate);
    const again = await post(gate);
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(generated.body.url);
    expect(provider.calls).toHaveLength(1);
    // Another slot is another image.
    await post(other);
    expect(provider.calls).toHaveLength(2);
  });

  it("makes one provider call for two concurrent identical requests", async () => {
    useEndpoint(config());
    provider.behaviour = { kind: "slow", delayMs: 300 };
    const [a, b] = await Promise.all([post(gate), post(gate)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.url).toBe(b.body.url);
    expect(provider.calls).toHaveLength(1);
  });

  it("downloads an image the provider answers by URL, and serves it from the cache", async () => {
    useEndpoint(config());
    provider.behaviour = { kind: "url" };
    const answer = await post(gate);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^\/images\/[0-9a-f]{32}\.png$/);
  });

  it("shares the cache with images:generate: a slot generated ahead of time costs nothing", async () => {
    const endpoint = useEndpoint(config());
    const { slotRequest } = await import("~/images/service.server");
    const ahead = await endpoint.service.getOrGenerate(slotRequest(first!));
    provider.calls.length = 0;
    expect((await post(gate)).body.url).toBe(ahead.image.url);
    expect(provider.calls).toHaveLength(0);
  });
});

describe("input", () => {
  beforeEach(() => void useEndpoint(config()));

  it("refuses a free prompt with 400 and a clear message, calling nothing", async () => {
    for (const body of [{ prompt: "a yacht on the Red Sea" }, { ...gate, prompt: wrapPrompt("a yacht") }]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: "Free prompts are not accepted: ask for one of the site's image slots by its key",
        field: "prompt",
      });
    }
    expect(provider.calls).toHaveLength(0);
  });

  it("answers 404 to a key that names no slot of the site", async () => {
    const answer = await post({ slot: "zzzzzzzz" });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: "There is no image slot with this key on the site", field: "slot" });
    expect(provider.calls).toHaveLength(0);
  });

  it.each([
    [{}, "slot"],
    [{ slot: 42 }, "slot"],
    [{ slot: "x".repeat(17) }, "slot"],
    [{ slot: "../entries" }, "slot"],
    [{ ...gate, width: 1536 }, "width"],
    [{ ...gate, model: "dall-e-3" }, "model"],
    [{ ...gate, style: "vivid" }, "style"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(answer.body.error).toEqual(expect.any(String));
    expect(provider.calls).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON or not an object", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post([gate])).body).toEqual({ error: "The body must be a JSON object" });
  });

  it("answers 415 to a body that is not declared as JSON", async () => {
    expect((await post(gate, { "Content-Type": "text/plain" })).status).toBe(415);
  });

  it("answers 413 past 16 KB by Content-Length", async () => {
    const answer = await post({ slot: "x".repeat(17 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/16 KB/);
  });

  it("answers 413 past 16 KB when the body arrives without a Content-Length", async () => {
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${site.url}/api/generate-image`,
        { method: "POST", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      for (let i = 0; i < 20; i++) req.write("x".repeat(1024));
      req.end();
    });
    seen.push(answer.text);
    expect(answer.status).toBe(413);
  });

  it("answers 405 to GET", async () => {
    const response = await fetch(`${site.url}/api/generate-image`);
    seen.push(await response.text());
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("limits", () => {
  it("answers 429 with Retry-After past the per-client limit", async () => {
    useEndpoint(config({ perClient: { points: 2, durationSeconds: 120 } }));
    expect((await post(gate)).status).toBe(200);
    expect((await post(gate)).status).toBe(200);
    const refused = await post(gate);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(100);
    expect(refused.body.error).toMatch(/Too many image requests/);
  });

  it("answers 429 with Retry-After past one client's daily provider calls; other clients and cached slots still answer", async () => {
    useEndpoint(config({ clientDailyCap: 1 }));
    expect((await postFrom("127.0.0.2", gate)).status).toBe(200);
    const refused = await postFrom("127.0.0.2", other);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect(refused.body.error).toMatch(/^Your daily image generation limit is reached/);
    expect(provider.calls).toHaveLength(1);
    // The cached slot costs nothing; another client may still cause a call.
    expect((await postFrom("127.0.0.2", gate)).status).toBe(200);
    expect((await postFrom("127.0.0.3", other)).status).toBe(200);
    expect(provider.calls).toHaveLength(2);
  });

  it("generates a slot at most once a day: a slot whose image was lost answers 429 until the next day", async () => {
    useEndpoint(config());
    expect((await post(gate)).status).toBe(200);
    rmSync(path.join(dataDir, "images"), { recursive: true });
    const refused = await postFrom("127.0.0.4", gate);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect(refused.body.error).toMatch(/^This image was already generated today/);
    expect(provider.calls).toHaveLength(1);
    // Other slots are not held back.
    expect((await post(other)).status).toBe(200);
  });

  it("answers 429 with Retry-After past the daily cap on provider calls, while cached images still answer", async () => {
    useEndpoint(config({ dailyCap: 1 }));
    expect((await post(gate)).status).toBe(200);
    const refused = await postFrom("127.0.0.5", { slot: keyOf(third) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect(refused.body.error).toMatch(/daily/);
    expect(provider.calls).toHaveLength(1);
    expect((await post(gate)).status).toBe(200);
  });
});

describe("provider failures", () => {
  it("answers 502 with a message when the provider fails, never its text, and caches nothing", async () => {
    useEndpoint(config());
    provider.behaviour = { kind: "error", status: 401, body: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }) };
    const failed = await post(gate);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe("The image provider answered 401");
    provider.behaviour = { kind: "b64" };
    expect((await post(gate)).status).toBe(200);
    expect(provider.calls).toHaveLength(2);
  });

  it("answers 502 when the provider sends something that is not an image", async () => {
    useEndpoint(config());
    provider.behaviour = { kind: "not-an-image" };
    const failed = await post(gate);
    expect(failed.status).toBe(502);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("answers 502 when the provider does not answer in time, and caches nothing", async () => {
    useEndpoint(config({}, 200));
    // The same round trip with a provider that answers at once: the budget over the 200 ms wait.
    provider.behaviour = { kind: "not-an-image" };
    const allowed = budget(200, (await timed(() => post(gate))).ms);
    provider.behaviour = { kind: "slow", delayMs: 2 * allowed };
    let failed: Answer | undefined;
    const { ms } = await timed(async () => (failed = await post(gate)));
    expect(failed?.status).toBe(502);
    expect(failed?.body.error).toMatch(/did not answer within/);
    expect(ms).toBeLessThan(allowed);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("answers 502 when the provider cannot be reached", async () => {
    useEndpoint(config({ provider: { baseUrl: "http://127.0.0.1:9", apiKey: KEY, timeoutMs: 2000 } }));
    const failed = await post(gate);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe("The image provider could not be reached");
  });
});

describe("not configured", () => {
  it("answers 503 with a clear message and calls nothing", async () => {
    useEndpoint(config({ provider: undefined }));
    const answer = await post(gate);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe("Image generation is not configured on this server");
    expect(provider.calls).toHaveLength(0);
  });
});
