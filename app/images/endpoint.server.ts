import { MAX_REQUEST_BYTES, parseImageRequest } from "~/images/request.server";
import { getEnv, type Env } from "~/config/env.server";
import { readImageConfig, type ImageConfig } from "./config.server";
import { ImageProviderError } from "./provider.server";
import { createImageService, type ImageService } from "./service.server";
import { createRateLimiter, rateLimitRedis, type RateLimiter, type RateLimitStore } from "../security/rate-limit.server";

// POST /api/generate-image: { prompt, width, height, model } -> { url } of the stored image.
// Order of checks: configured (503), per-client limit (429), body (413, 415, 400), cache, daily cap
// on provider calls (429), provider (502 on error or timeout; nothing is stored then).

const DAY_SECONDS = 24 * 60 * 60;

class DailyCapReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Daily image generation cap reached");
  }
}

function json(body: { error: string; field?: string } | { url: string }, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function tooMany(error: string, retryAfterSeconds: number): Response {
  return json({ error: `${error}. Try again in ${retryAfterSeconds} s.` }, 429, { "Retry-After": String(retryAfterSeconds) });
}

/** The body as text, or undefined past `limit` bytes: a Content-Length can be absent or lie. */
async function readBody(request: Request, limit: number): Promise<string | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export interface ImageEndpointOptions {
  /** Prefix of the limiters' names: separate endpoints (tests) keep separate counts. */
  limiterName?: string;
  rateLimitStore?: RateLimitStore;
}

export interface ImageEndpoint {
  service: ImageService;
  handle(request: Request, clientAddress: string): Promise<Response>;
}

export function createImageEndpoint(config: ImageConfig, options: ImageEndpointOptions = {}): ImageEndpoint {
  const service = createImageService(config);
  const name = options.limiterName ?? "images";
  const perClient: RateLimiter = createRateLimiter({ name: `${name}-client`, ...config.perClient }, options.rateLimitStore);
  const daily: RateLimiter = createRateLimiter(
    { name: `${name}-daily`, points: config.dailyCap, durationSeconds: DAY_SECONDS },
    options.rateLimitStore,
  );

  async function beforeProviderCall() {
    const cap = await daily.consume("provider");
    if (!cap.allowed) throw new DailyCapReached(cap.retryAfterSeconds);
  }

  async function handle(request: Request, clientAddress: string): Promise<Response> {
    if (request.method !== "POST") return json({ error: "Use POST" }, 405, { Allow: "POST" });
    if (!service.enabled) return json({ error: "Image generation is not configured on this server" }, 503);

    const limit = await perClient.consume(clientAddress);
    if (!limit.allowed) return tooMany("Too many image requests", limit.retryAfterSeconds);

    // JSON only: a cross-site form cannot send it without a CORS preflight, which this server never grants.
    if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
      return json({ error: "Send the request as application/json" }, 415);
    }
    const text = await readBody(request, MAX_REQUEST_BYTES);
    if (text === undefined) return json({ error: `The request body must be at most ${MAX_REQUEST_BYTES / 1024} KB` }, 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json({ error: "The request body is not valid JSON" }, 400);
    }
    const input = parseImageRequest(body);
    if (!input.ok) return json({ error: input.error, ...(input.field ? { field: input.field.slice(0, 64) } : {}) }, 400);

    try {
      const { image } = await service.getOrGenerate(input.value, { beforeProviderCall });
      return json({ url: image.url }, 200);
    } catch (error) {
      if (error instanceof DailyCapReached) return tooMany("The daily image generation limit is reached", error.retryAfterSeconds);
      if (error instanceof ImageProviderError) {
        console.error(`[images] ${error.message}${error.detail ? ` (${error.detail})` : ""}`);
        return json({ error: error.message }, 502);
      }
      console.error("[images] Could not store a generated image", error);
      return json({ error: "The image could not be stored" }, 500);
    }
  }

  return { service, handle };
}

let shared: { fingerprint: string; endpoint: ImageEndpoint } | undefined;

/** The process-wide endpoint, from the environment (rebuilt if the settings change, as in tests). */
export function imageEndpoint(env: Env = getEnv()): ImageEndpoint {
  const config = readImageConfig(env);
  const fingerprint = JSON.stringify([config, env.RATE_LIMIT_NAMESPACE]);
  if (shared?.fingerprint !== fingerprint) {
    // RATE_LIMIT_NAMESPACE separates deployments (or test runs) sharing one Redis, as for the forms.
    const limiterName = `${env.RATE_LIMIT_NAMESPACE}images`;
    shared = {
      fingerprint,
      endpoint: createImageEndpoint(config, { limiterName, rateLimitStore: { redis: rateLimitRedis(env.REDIS_URL) } }),
    };
  }
  return shared.endpoint;
}
