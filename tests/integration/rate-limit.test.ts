import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { clientKey, closeRateLimitStore, createRateLimiter, rateLimiter } from "~/security/rate-limit.server";

// The shared rate-limit module: in memory, and against a real Redis when TEST_REDIS_URL (or
// REDIS_URL) is set, where two limiter instances on two connections stand for two server instances.

const unique = (name: string) => `test-${name}-${randomBytes(4).toString("hex")}`;

describe("client keys", () => {
  it.each([
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:bbbb:cccc:dddd:eeee", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002::", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["198.51.100.7", "198.51.100.7"],
    ["provider", "provider"],
  ])("counts %s as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("counts an IPv6 client rotating through its /64 as one client", async () => {
    const limiter = createRateLimiter({ name: unique("ipv6"), points: 2, durationSeconds: 30 });
    const allowed = [];
    for (let i = 1; i <= 5; i++) allowed.push((await limiter.consume(`2001:db8:5:6::${i.toString(16)}`)).allowed);
    expect(allowed).toEqual([true, true, false, false, false]);
    expect((await limiter.consume("2001:db8:5:7::1")).allowed).toBe(true);
  });
});

describe("in memory", () => {
  // 200,000 consumptions and four full collections: 2 s alone, three times that or more beside other work. It checks
  // memory, not speed: the suite's hang timeout (vitest.config.ts) is its only limit.
  it("holds a bounded number of keys: 100,000 distinct addresses leave memory flat", async () => {
    // Heap after a full collection, before and after the flood, for a bounded store and an unbounded one.
    setFlagsFromString("--expose_gc");
    const collect = runInNewContext("gc") as () => void;
    const growth = async (maxKeysInMemory: number) => {
      const limiter = createRateLimiter({ name: unique("flood"), points: 5, durationSeconds: 86_400, maxKeysInMemory });
      const flood = async (from: number, count: number) => {
        for (let i = from; i < from + count; i++) await limiter.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      };
      await flood(0, 20_000);
      collect();
      const settled = process.memoryUsage().heapUsed;
      await flood(20_000, 80_000);
      collect();
      return { limiter, bytes: process.memoryUsage().heapUsed - settled };
    };
    const unbounded = await growth(Number.POSITIVE_INFINITY);
    const bounded = await growth(10_000);
    expect(unbounded.limiter.keysInMemory).toBe(100_000);
    expect(bounded.limiter.keysInMemory).toBe(10_000);
    expect(unbounded.bytes).toBeGreaterThan(4 * 1024 * 1024);
    expect(bounded.bytes).toBeLessThan(unbounded.bytes / 10);
    // The most recent clients are still counted.
    for (let i = 0; i < 5; i++) await bounded.limiter.consume("10.1.134.159");
    expect((await bounded.limiter.consume("10.1.134.159")).allowed).toBe(false);
  });

  it("allows up to the points, then refuses with the seconds until retry", async () => {
    const limiter = createRateLimiter({ name: unique("memory"), points: 3, durationSeconds: 30 });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume("198.51.100.1"));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(25);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(results[0]!.retryAfterSeconds).toBe(0);
  });

  it("counts each key separately, and forgets a key on reset", async () => {
    const limiter = createRateLimiter({ name: unique("keys"), points: 1, durationSeconds: 30 });
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("b")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(false);
    await limiter.reset("a");
    expect((await limiter.consume("a")).allowed).toBe(true);
  });

  it("lets a window pass", async () => {
    const limiter = createRateLimiter({ name: unique("window"), points: 1, durationSeconds: 1 });
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.consume("a")).allowed).toBe(true);
  });

  it("consumes several points at once", async () => {
    const limiter = createRateLimiter({ name: unique("cost"), points: 5, durationSeconds: 30 });
    expect(await limiter.consume("a", 4)).toMatchObject({ allowed: true, remaining: 1 });
    expect((await limiter.consume("a", 2)).allowed).toBe(false);
  });

  it("refuses everything with zero points (a daily cap of 0)", async () => {
    const limiter = createRateLimiter({ name: unique("zero"), points: 0, durationSeconds: 30 });
    expect((await limiter.consume("a")).allowed).toBe(false);
  });

  it("gives the same process-wide limiter for the same name and size, in memory without REDIS_URL", async () => {
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const name = unique("shared");
      const a = rateLimiter({ name, points: 1, durationSeconds: 30 });
      expect(rateLimiter({ name, points: 1, durationSeconds: 30 })).toBe(a);
      expect((await a.consume("k")).allowed).toBe(true);
      expect((await rateLimiter({ name, points: 1, durationSeconds: 30 }).consume("k")).allowed).toBe(false);
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
      await closeRateLimitStore();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)("in Redis", () => {
  const connections: Redis[] = [];
  const connect = async () => {
    const redis = new Redis(redisUrl!, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await redis.connect();
    connections.push(redis);
    return redis;
  };

  afterAll(async () => {
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  it("shares one count between two instances (two servers behind a load balancer)", async () => {
    const name = unique("redis");
    const first = createRateLimiter({ name, points: 3, durationSeconds: 30 }, { redis: await connect() });
    const second = createRateLimiter({ name, points: 3, durationSeconds: 30 }, { redis: await connect() });
    expect((await first.consume("203.0.113.9")).allowed).toBe(true);
    expect((await second.consume("203.0.113.9")).allowed).toBe(true);
    expect((await first.consume("203.0.113.9")).allowed).toBe(true);
    const refused = await second.consume("203.0.113.9");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(25);
    // Another client still has its own allowance.
    expect((await second.consume("203.0.113.10")).allowed).toBe(true);
    await first.reset("203.0.113.9");
    expect((await second.consume("203.0.113.9")).allowed).toBe(true);
  });

  it("stores a digest of the key, never the client address", async () => {
    const redis = await connect();
    const name = unique("digest");
    await createRateLimiter({ name, points: 3, durationSeconds: 30 }, { redis }).consume("203.0.113.77");
    const keys = await redis.keys(`rl:${name}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain("203.0.113.77");
  });

  it("falls back to counting in memory when Redis is unreachable", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on("error", () => {});
    const limiter = createRateLimiter({ name: unique("down"), points: 1, durationSeconds: 30 }, { redis: down });
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(false);
    down.disconnect();
  });
});
