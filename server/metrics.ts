import { isIP } from "node:net";
import type { Context } from "hono";
import client from "prom-client";
import { counter, gauge, histogram, registry } from "../app/lib/metrics.server.ts";
import type { PageCache } from "./page-cache.ts";

/**
 * `/metrics` (issue 33 item 4, decision 149): Prometheus' text format from prom-client —
 * requests and their latency per route, the page cache's hits and misses, the mail outbox, the
 * periodic jobs' lag, rate-limit refusals, database connections, and Node's own (event-loop lag,
 * memory, garbage collection). Answered to the machine itself and private networks when the
 * request came straight from there, or to anyone with `Authorization: Bearer $METRICS_TOKEN`.
 */

const STATIC = /^\/(assets|artwork|icons|fonts)\//;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let defaults = false;

export interface Metrics {
  /** Counts one answered request of `path` under its route. */
  observe(method: string, path: string, status: number, seconds: number): void;
  /** How a path's route is named (createApp gives it React Router's routes). */
  nameRoutes(routeOf: (path: string) => string): void;
  /** Whether `c` may read the metrics. */
  allowed(c: Context): boolean;
  /** The `/metrics` answer. */
  answer(c: Context): Promise<Response>;
}

export function createMetrics(options: {
  pageCache: () => PageCache | undefined;
  token?: string;
}): Metrics {
  if (!defaults) {
    client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    defaults = true;
  }
  const requests = counter("http_requests_total", "Requests answered, per route and status.", [
    "method",
    "route",
    "status",
  ]);
  const latency = histogram(
    "http_request_duration_seconds",
    "Time to answer a request, per route.",
    ["method", "route"],
    SECONDS,
  );
  let seen = { hits: 0, misses: 0 };
  counter(
    "explore_kosovo_page_cache_requests_total",
    "Pages and API lists asked of the page cache: answered from it (hit) or rendered (miss).",
    ["result"],
    function () {
      // The cache counts for itself; the counter follows its count.
      const stats = options.pageCache()?.stats();
      if (!stats) return;
      this.inc({ result: "hit" }, Math.max(0, stats.hits - seen.hits));
      this.inc({ result: "miss" }, Math.max(0, stats.misses - seen.misses));
      seen = { hits: stats.hits, misses: stats.misses };
    },
  );
  gauge("explore_kosovo_page_cache_bytes", "Bytes the page cache holds.", [], function () {
    const stats = options.pageCache()?.stats();
    if (stats) this.set(stats.bytes);
  });
  gauge("explore_kosovo_page_cache_entries", "Entries in the page cache.", [], function () {
    const stats = options.pageCache()?.stats();
    if (stats) this.set(stats.entries);
  });

  let routeOf = (_path: string) => "none";
  /** A bounded name for what answered `path`: a route's id, or the kind of file. */
  function routeLabel(path: string): string {
    if (STATIC.test(path)) return "static";
    if (path.startsWith("/media/")) return "media";
    if (path === "/metrics" || path === "/healthz") return path.slice(1);
    return routeOf(path);
  }

  return {
    nameRoutes(namer) {
      routeOf = namer;
    },
    observe(method, path, status, seconds) {
      const labels = { method: method === "HEAD" ? "GET" : method, route: routeLabel(path) };
      requests.inc({ ...labels, status: String(status) });
      latency.observe(labels, seconds);
    },
    allowed(c) {
      const authorization = c.req.header("Authorization") ?? "";
      if (options.token && authorization === `Bearer ${options.token}`) return true;
      // Through a proxy the peer is the proxy, not the client: only the token will do.
      if (c.req.header("X-Forwarded-For") || c.req.header("Forwarded")) return false;
      const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
        ?.incoming?.socket?.remoteAddress;
      return peer !== undefined && isPrivateAddress(peer);
    },
    async answer(c) {
      if (!this.allowed(c)) {
        return c.text("Metrics are for the site's operators.\n", 403, {
          "Cache-Control": "no-store",
        });
      }
      const text = await registry.metrics();
      return c.body(text, 200, {
        "Content-Type": registry.contentType,
        "Cache-Control": "no-store",
      });
    },
  };
}

/** Loopback, private (RFC 1918, RFC 4193) and link-local addresses, IPv4 and IPv6. */
export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIP(plain) === 4) {
    const [a = 0, b = 0] = plain.split(".").map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(plain) === 6) {
    const lower = plain.toLowerCase();
    return lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}
