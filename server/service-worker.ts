import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MiddlewareHandler } from "hono";

/**
 * /sw.js, the service worker built into the client folder (sw/, decision 080). Browsers check it
 * for a new version on every visit; `no-cache` makes that check reach us (an ETag answers it
 * with a 304), so a deploy reaches visitors at their next page load, never an hour late.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

export function serviceWorker(clientDir: string): MiddlewareHandler {
  const file = path.join(clientDir, "sw.js");
  return async (c, next) => {
    if (c.req.path !== "/sw.js" || (c.req.method !== "GET" && c.req.method !== "HEAD")) {
      return next();
    }
    const body = await readFile(file).catch(() => undefined);
    if (!body) return next();
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    c.header("Cache-Control", "no-cache");
    c.header("ETag", etag);
    c.header("Content-Type", "text/javascript; charset=utf-8");
    // A worker lives under the policy its script came with: it may fetch from us, nothing else.
    c.header("Content-Security-Policy", WORKER_CSP);
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
    return c.body(body);
  };
}
