import { isIP } from "node:net";

/**
 * A per-client fixed-window rate limiter kept in memory. Each app server counts for itself, so
 * behind a load balancer with n servers a client gets at most n times the limit; that is enough
 * to stop a script from filling the newsletter table and the outbox.
 */

/** Set by the Node server (server/app.ts) from the socket; any incoming copy is dropped there. */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export type RateLimitResult =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  check(key: string): RateLimitResult;
  reset(): void;
}

/** Beyond this many tracked clients, expired windows are swept and the oldest dropped. */
const MAX_TRACKED_CLIENTS = 10_000;

export function createRateLimiter(
  limit: RateLimit | null,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(time: number) {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    // Maps iterate in insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < MAX_TRACKED_CLIENTS) break;
      windows.delete(key);
    }
  }

  return {
    check(key) {
      if (!limit) return { allowed: true, remaining: Number.POSITIVE_INFINITY };
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        if (window) windows.delete(key);
        if (windows.size >= MAX_TRACKED_CLIENTS) sweep(time);
        window = { count: 0, resetAt: time + limit.windowMs };
        windows.set(key, window);
      }
      if (window.count >= limit.max) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true, remaining: limit.max - window.count };
    },
    reset() {
      windows.clear();
    },
  };
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
