import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { getEnv } from "~/config/env.server";
import { MemoryWindows } from "./memory-windows";

// Named rate limits shared by the features that need them (image generation, lead forms).
// In memory by default; in Redis when REDIS_URL is set, so every server instance counts against
// the same limit. If Redis is unreachable, each instance falls back to its own memory count
// rather than refusing every request or letting every request through. Keys that are client
// addresses count per IPv4 address or IPv6 /64 (clientKey).

export interface RateLimitOptions {
  /** Names the limit: instances with the same name (and Redis) share one count per key. */
  name: string;
  /** How many points a key may consume per window. */
  points: number;
  /** The window, in seconds, starting at a key's first consumption. */
  durationSeconds: number;
  /** Most keys held in memory at once (least recently used forgotten first). Default 50,000. */
  maxKeysInMemory?: number;
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
  /** Keys counted in this process's memory (all of them without Redis; the fallback's with it). */
  readonly keysInMemory: number;
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

/**
 * The key that counts for a key that is a client address: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6
 * address by its /64 network, the block one subscriber is given and can rotate through.
 */
export function clientKey(address: string): string {
  let normalized = address.trim().toLowerCase();
  if (normalized.startsWith("::ffff:") && normalized.includes(".")) normalized = normalized.slice(7);
  // Other keys (a slot, "provider") count as they are.
  if (isIP(normalized.split("%")[0]!) !== 6) return normalized;
  const [head = "", tail] = normalized.split("%")[0]!.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headParts
      : [...headParts, ...Array<string>(Math.max(0, 8 - headParts.length - tailParts.length)).fill("0"), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16))
    .join(":")}::/64`;
}

export function createRateLimiter(options: RateLimitOptions, store: RateLimitStore = {}): RateLimiter {
  const { name, points, durationSeconds: duration } = options;
  const keyPrefix = `rl:${name}`;
  const memory = new MemoryWindows(duration * 1000, options.maxKeysInMemory ?? 50_000);
  const redis = store.redis
    ? new RateLimiterRedis({ storeClient: store.redis, keyPrefix, points, duration, rejectIfRedisNotReady: true })
    : undefined;

  const inMemory = (key: string, cost: number): RateLimitResult => {
    const window = memory.consume(key, cost);
    if (window.consumed <= points) return { allowed: true, remaining: points - window.consumed, retryAfterSeconds: 0 };
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000)) };
  };

  return {
    name,
    get keysInMemory() {
      return memory.size;
    },
    async consume(key, cost = 1) {
      const stored = storedKey(clientKey(key));
      if (!redis) return inMemory(stored, cost);
      try {
        const res = await redis.consume(stored, cost);
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error when Redis fails.
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        return inMemory(stored, cost);
      }
    },
    async reset(key) {
      const stored = storedKey(clientKey(key));
      memory.delete(stored);
      await redis?.delete(stored).catch(() => undefined);
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
