import type { Redis } from "ioredis";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import {
  fromFlexible,
  limiterOptions,
  memoryRateLimiter,
  type RateLimit,
  type RateLimiter,
  UNLIMITED,
} from "../lib/rate-limit.server.ts";
import type { Database } from "./client.server.ts";
import { databaseKind, getDatabase } from "./instance.server.ts";
import { rateLimits } from "./schema.ts";

/**
 * Rate limits every app server shares (issue 20, docs/decisions/072-shared-rate-limits.md):
 * rate-limiter-flexible counting in Redis when REDIS_URL is set, else in PostgreSQL's
 * `rate_limits` table (one atomic upsert per request), else — the embedded database has one
 * process — in memory. If Redis or PostgreSQL fails, the limiter counts in memory meanwhile
 * (the library's insurance limiter) rather than refusing or letting everything through.
 */

export interface SharedLimiterOptions {
  /** REDIS_URL, when set. */
  redisUrl?: string;
}

const redisClients = new Map<string, Promise<Redis>>();

/** One Redis connection per URL for every limiter of the process. */
function redisClient(url: string): Promise<Redis> {
  let client = redisClients.get(url);
  if (!client) {
    client = import("ioredis").then(async ({ Redis }) => {
      // Commands fail fast while Redis is away: the insurance limiter counts meanwhile.
      const redis = new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      });
      redis.on("error", () => {});
      await redis.connect().catch(() => {});
      return redis;
    });
    redisClients.set(url, client);
  }
  return client;
}

/** Closes the Redis connections limiters opened (shutdown, tests). */
export async function closeRateLimitStores(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  await Promise.all(clients.map(async (client) => (await client).quit().catch(() => {})));
}

/**
 * A limiter named `name` (its keys are `rl:<name>:<client>`) that every app server shares.
 * `database` is for tests; the app uses its one connection (reconnected after an outage).
 */
export function sharedRateLimiter(
  name: string,
  limit: RateLimit | null,
  options: SharedLimiterOptions & { database?: () => Promise<Database> } = {},
): RateLimiter {
  if (!limit) return UNLIMITED;
  const insurance = () => new RateLimiterMemory(limiterOptions(name, limit));
  if (options.redisUrl) {
    const url = options.redisUrl;
    let limiter: Promise<RateLimiter> | undefined;
    return {
      check: async (key) => {
        limiter ??= redisClient(url).then((storeClient) =>
          fromFlexible(
            new RateLimiterRedis({
              ...limiterOptions(name, limit),
              storeClient,
              insuranceLimiter: insurance(),
            }),
          ),
        );
        return (await limiter).check(key);
      },
    };
  }
  const memory = memoryRateLimiter(name, limit);
  // One limiter per connection: after an outage the app opens a new one.
  const onDatabase = new WeakMap<Database, RateLimiter>();
  return {
    check: async (key) => {
      // PGlite has one process; while PostgreSQL is unreachable, memory counts (as insurance).
      if (!options.database && databaseKind() !== "postgres") return memory.check(key);
      const db = await (options.database ?? getDatabase)();
      let limiter = onDatabase.get(db);
      if (!limiter) {
        limiter = fromFlexible(
          new RateLimiterDrizzle({
            ...limiterOptions(name, limit),
            storeClient: db,
            schema: rateLimits,
            insuranceLimiter: insurance(),
          }),
        );
        onDatabase.set(db, limiter);
      }
      return limiter.check(key);
    },
  };
}
