import { z } from "zod";

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
}

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);
const count = (fallback: number, min: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(min).default(fallback));

const envSchema = z.object({
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default("./data")),
  IMAGE_API_BASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  IMAGE_API_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  IMAGE_API_TIMEOUT_MS: count(60_000, 1),
  IMAGE_RATE_LIMIT_POINTS: count(10, 1),
  IMAGE_RATE_LIMIT_WINDOW_SECONDS: count(60, 1),
  IMAGE_DAILY_CAP: count(100, 0),
});

let warnedHalfConfigured = false;

/** Reads and checks the settings; throws on a malformed value rather than running misconfigured. */
export function readImageConfig(env: NodeJS.ProcessEnv = process.env): ImageConfig {
  const vars = envSchema.parse(env);
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
  };
}
