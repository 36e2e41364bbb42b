import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "~/config/env.server";

// Named rate limits shared by the features that need them (image generation, lead forms).
// In memory by default; in Redis when REDIS_URL is set, so every server instance counts against
// the same limit. If Redis is unreachable, each instance falls back to its own memory count
// rather than refusing every request or letting every request through.

export interface RateLimitOptions {
  /** Names the limit: instances with the same name (and Redis) share one count per key. */
  name: string;
  /** How many points a key may consume per window. */
  points: number;
  /** The window, in seconds, starting at a key's first consumption. */
  durationSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Points left in the current window. */
  remaining: number;
  /** Whole seconds until a refused key may try again (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly name: string;
  consume(key: string, points?: number): Promise<RateLimitResult>;
  /** Forgets a key's count (e.g. after a successful verification). */
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  /** Count in this Redis instead of process memory. */
  redis?: Redis;
}

/** Keys are often client addresses: store a digest, never the address itself. */
function storedKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 22);
}

export function createRateLimiter(options: RateLimitOptions, store: RateLimitStore = {}): RateLimiter {
  const { name, points, durationSeconds: duration } = options;
  const keyPrefix = `rl:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  const limiter: RateLimiterAbstract = store.redis
    ? new RateLimiterRedis({ storeClient: store.redis, keyPrefix, points, duration, rejectIfRedisNotReady: true, insuranceLimiter: memory })
    : memory;

  return {
    name,
    async consume(key, cost = 1) {
      try {
        const res = await limiter.consume(storedKey(key), cost);
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error on store failure.
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(storedKey(key));
    },
  };
}

let sharedRedis: Redis | undefined;

/** The process-wide Redis connection for rate limits, when REDIS_URL is set. */
export function rateLimitRedis(url: string | undefined = getEnv().REDIS_URL): Redis | undefined {
  if (!url) return undefined;
  if (!sharedRedis) {
    // No offline queue: while Redis is down, commands fail at once and the memory fallback answers.
    sharedRedis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let warned = false;
    sharedRedis.on("error", (error: Error) => {
      if (!warned) console.warn(`[rate-limit] Redis unavailable, counting in memory: ${error.message}`);
      warned = true;
    });
    sharedRedis.on("ready", () => (warned = false));
  }
  return sharedRedis;
}

const limiters = new Map<string, RateLimiter>();

/** The process-wide limiter of this name and size (Redis when REDIS_URL is set). */
export function rateLimiter(options: RateLimitOptions): RateLimiter {
  const id = `${options.name}|${options.points}|${options.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = createRateLimiter(options, { redis: rateLimitRedis() });
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Closes the shared Redis connection (tests, shutdown). */
export async function closeRateLimitStore(): Promise<void> {
  const redis = sharedRedis;
  sharedRedis = undefined;
  limiters.clear();
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
