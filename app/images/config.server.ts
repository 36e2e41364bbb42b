import { getEnv, type Env } from "~/config/env.server";

// Image generation settings from the environment. Generation is on only when both the provider's
// address and key are set; everything else has a default.

export interface ProviderConfig {
  /** OpenAI-compatible API root, e.g. https://api.openai.com (a trailing /v1 is tolerated). */
  baseUrl: string;
  apiKey: string;
  /** Limit for one generation, download included. */
  timeoutMs: number;
}

export interface ImageConfig {
  dataDir: string;
  /** Undefined when generation is off (the default). */
  provider?: ProviderConfig;
  /** Requests to the endpoint per client address and window. */
  perClient: { points: number; durationSeconds: number };
  /** Provider calls per 24 hours, all clients together. */
  dailyCap: number;
  /** Provider calls one client address may cause per 24 hours. */
  clientDailyCap: number;
}

let warnedHalfConfigured = false;

/** The image settings of the environment. */
export function readImageConfig(vars: Env = getEnv()): ImageConfig {
  const base = vars.IMAGE_API_BASE_URL;
  const key = vars.IMAGE_API_KEY;
  if (Boolean(base) !== Boolean(key) && !warnedHalfConfigured) {
    warnedHalfConfigured = true;
    console.warn("[images] Set both IMAGE_API_BASE_URL and IMAGE_API_KEY to enable image generation; it stays off.");
  }
  return {
    dataDir: vars.DATA_DIR,
    provider: base && key ? { baseUrl: base, apiKey: key, timeoutMs: vars.IMAGE_API_TIMEOUT_MS } : undefined,
    perClient: { points: vars.IMAGE_RATE_LIMIT_POINTS, durationSeconds: vars.IMAGE_RATE_LIMIT_WINDOW_SECONDS },
    dailyCap: vars.IMAGE_DAILY_CAP,
    clientDailyCap: vars.IMAGE_CLIENT_DAILY_CAP,
  };
}
