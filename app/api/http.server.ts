import { createHash } from "node:crypto";
import { isDatabaseUnavailable, reportDatabaseError } from "../db/instance.server.ts";
import { defaultLocale, type Locale, parseStoredLocale } from "../i18n/locales.ts";
import { log } from "../lib/log.server.ts";

/**
 * The language of an API answer: `?locale=sq|de|it` (or the older `al`), English otherwise. Field
 * names and ids are the same in every language; only the texts change.
 */
export function apiLocale(request: Request): Locale {
  return parseStoredLocale(new URL(request.url).searchParams.get("locale")) ?? defaultLocale;
}

/** JSON for API clients: cacheable, revalidated with an ETag, 304 when unchanged. */
export function cachedJson(request: Request, data: unknown, maxAgeSeconds = 60): Response {
  const body = JSON.stringify(data);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
    ETag: etag,
    Vary: "Accept-Encoding",
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

export function apiError(status: number, message: string, headers?: HeadersInit): Response {
  const response = Response.json({ error: message }, { status, headers });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export function methodNotAllowed(allow = "GET, HEAD"): Response {
  return apiError(405, `Method not allowed. Use ${allow}.`, { Allow: allow });
}

/** Runs an API loader; a database outage becomes 503 JSON instead of an error page. */
export async function withApiErrors(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    // A connection lost mid-query is an outage too: drop it, so the next request reconnects.
    reportDatabaseError(error);
    if (isDatabaseUnavailable(error)) {
      return apiError(503, "The service is temporarily unavailable. Please try again shortly.", {
        "Retry-After": "5",
      });
    }
    log().error("API answer failed", { error });
    return apiError(500, "Something went wrong on our side. Please try again.");
  }
}

/** Reads at most `limit` bytes of the body; null when there is more. */
export async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
