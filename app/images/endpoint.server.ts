import { MAX_REQUEST_BYTES, parseSlotRequest } from "~/images/request.server";
import { findImageSlot } from "~/images/slots";
import { getEnv, type Env } from "~/config/env.server";
import { readImageConfig, type ImageConfig } from "./config.server";
import { ImageProviderError } from "./provider.server";
import { createImageService, slotRequest, type ImageService } from "./service.server";
import { createRateLimiter, rateLimitRedis, type RateLimiter, type RateLimitStore } from "../security/rate-limit.server";

// POST /api/generate-image: { slot } -> { url } of the slot's stored image. Visitors name one of the site's slots
// (app/images/slots.ts) and the server words the prompt; free prompts are the operator's (npm run images:generate).
// Order of checks: configured (503), per-client rate (429), body (413, 415, 400), known slot (404), cache (free),
// then before a provider call the daily caps: per client, per slot, all clients (429); provider (502 on error or
// timeout; nothing is stored then).

const DAY_SECONDS = 24 * 60 * 60;

class DailyCapReached extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
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
  const perDay = (suffix: string, points: number) =>
    createRateLimiter({ name: `${name}-${suffix}`, points, durationSeconds: DAY_SECONDS }, options.rateLimitStore);
  const daily = perDay("daily", config.dailyCap);
  const clientDaily = perDay("client-daily", config.clientDailyCap);
  // A slot is generated at most once a day: after that it answers from the cache (or waits, if its file was lost).
  const slotDaily = perDay("slot-daily", 1);

  /**
   * Counts a provider call against each daily cap in turn; the first one reached refuses it. Notes in `counted` that
   * the slot's own count was taken, so that a call that makes no image (refused by a later cap, or failed) gives it back.
   */
  async function checkDailyCaps(slot: string, clientAddress: string, counted: { slot: boolean }) {
    const client = await clientDaily.consume(clientAddress);
    if (!client.allowed) throw new DailyCapReached("Your daily image generation limit is reached", client.retryAfterSeconds);
    const perSlot = await slotDaily.consume(slot);
    if (!perSlot.allowed) throw new DailyCapReached("This image was already generated today", perSlot.retryAfterSeconds);
    counted.slot = true;
    const all = await daily.consume("provider");
    if (!all.allowed) throw new DailyCapReached("The daily image generation limit is reached", all.retryAfterSeconds);
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
    const input = parseSlotRequest(body);
    if (!input.ok) return json({ error: input.error, ...(input.field ? { field: input.field.slice(0, 64) } : {}) }, 400);
    const slot = findImageSlot(input.value.slot);
    if (!slot) return json({ error: "There is no image slot with this key on the site", field: "slot" }, 404);

    const counted = { slot: false };
    try {
      const beforeProviderCall = () => checkDailyCaps(input.value.slot, clientAddress, counted);
      const { image } = await service.getOrGenerate(slotRequest(slot), { beforeProviderCall });
      return json({ url: image.url }, 200);
    } catch (error) {
      if (counted.slot) await slotDaily.reset(input.value.slot);
      if (error instanceof DailyCapReached) return tooMany(error.message, error.retryAfterSeconds);
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
