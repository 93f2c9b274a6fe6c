import { isIP } from "node:net";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitRefused } from "./metrics.server.ts";

/**
 * Per-client fixed-window rate limits through rate-limiter-flexible (issue 20,
 * docs/decisions/072-shared-rate-limits.md). In memory here, for the embedded database's one
 * process; app/db/rate-limits.server.ts gives the same limiter over PostgreSQL or Redis, so
 * several app servers share one budget per client.
 */

/** Set by the Node server (server/app.ts) from the socket; any incoming copy is dropped there. */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export type RateLimitResult =
  | {
      allowed: true;
      remaining: number /** Seconds until the window starts again. */;
      resetSeconds?: number;
    }
  | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key` and says whether it is allowed. */
  check(key: string): Promise<RateLimitResult>;
}

/** A limiter that allows everything (the limit is `off`). */
export const UNLIMITED: RateLimiter = {
  check: async () => ({ allowed: true, remaining: Number.POSITIVE_INFINITY }),
};

/** rate-limiter-flexible's options for a limit: `max` points per window, keys under `name`. */
export function limiterOptions(name: string, limit: RateLimit) {
  return {
    keyPrefix: `rl:${name}`,
    points: limit.max,
    duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
  };
}

/** Our interface over any rate-limiter-flexible limiter. */
export function fromFlexible(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async check(key) {
      try {
        const result = await limiter.consume(key);
        return {
          allowed: true,
          remaining: result.remainingPoints,
          resetSeconds: Math.max(0, Math.ceil(result.msBeforeNext / 1000)),
        };
      } catch (outcome) {
        // Over the limit: the library rejects with the counter's state. Anything else is an error
        // of the store, which the store limiters' in-memory insurance already absorbed.
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        rateLimitRefused(limiter.keyPrefix.replace(/^rl:/, ""));
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
        };
      }
    },
  };
}

/** A limit counted in this process's memory (one app server on the embedded database). */
export function memoryRateLimiter(name: string, limit: RateLimit | null): RateLimiter {
  if (!limit) return UNLIMITED;
  return fromFlexible(new RateLimiterMemory(limiterOptions(name, limit)));
}

/**
 * The client's address. Without a proxy it is the socket's peer. With `TRUST_PROXY=n` (n trusted
 * proxies in front, usually 1) it is the address the outermost trusted proxy saw: the n-th entry
 * of X-Forwarded-For counted from the right. Entries further left are written by the client
 * itself and could be anything.
 */
export function clientAddress(request: Request, hops: number): string {
  if (hops > 0) {
    const forwarded = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const candidate = forwarded[forwarded.length - hops];
    if (candidate) return normalizeAddress(candidate);
  }
  return normalizeAddress(request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
}

/**
 * One key per client: IPv4-mapped IPv6 becomes plain IPv4, and an IPv6 address counts by its
 * /64 network, since one home or phone is usually given a whole /64.
 */
export function normalizeAddress(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIP(plain) !== 6) return plain;
  return `${expandIpv6(plain).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ""),
  );
}
