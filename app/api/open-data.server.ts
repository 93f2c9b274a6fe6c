import { createHash } from "node:crypto";
import { defaultLocale, type Locale, parseStoredLocale } from "../i18n/locales.ts";

/**
 * The answers of the open-data files (issue 33 item 2, docs/decisions/143 and 144): the GeoJSON
 * of places, the calendars and the Atom feeds. Like the JSON API (`cachedJson` in
 * http.server.ts) they are public, revalidated with an ETag and answered 304 when unchanged;
 * anyone's page or app may read them (`Access-Control-Allow-Origin: *`, GET and HEAD only).
 */

/** The licence of our own texts in every open-data file. */
export const TEXT_LICENCE = {
  name: "CC BY 4.0",
  url: "https://creativecommons.org/licenses/by/4.0/",
  attribution: "Explore Kosovo",
} as const;

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Allow-Headers": "If-None-Match",
  "Access-Control-Expose-Headers": "ETag",
} as const;

/**
 * The language of a file outside the language prefix (`/api/v1/places.geojson?lang=de`); the
 * API's older `?locale=` is read too. English otherwise.
 */
export function dataLocale(request: Request): Locale {
  const search = new URL(request.url).searchParams;
  return parseStoredLocale(search.get("lang") ?? search.get("locale")) ?? defaultLocale;
}

export interface OpenDataOptions {
  contentType: string;
  maxAgeSeconds: number;
  /** Content-Disposition's file name, for a file saved rather than shown. */
  filename?: string;
}

/** A public file with its ETag; 304 when the client has it already. */
export function openDataResponse(
  request: Request,
  body: string,
  { contentType, maxAgeSeconds, filename }: OpenDataOptions,
): Response {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = new Headers({
    ...CORS_HEADERS,
    "Content-Type": contentType,
    "Cache-Control": `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
    ETag: etag,
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  });
  if (filename) headers.set("Content-Disposition", `inline; filename="${filename}"`);
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** A short, friendly plain-text answer (404, 405) that no cache keeps for long. */
export function openDataProblem(status: number, message: string, headers?: HeadersInit): Response {
  const response = new Response(`${message}\n`, {
    status,
    headers: {
      ...CORS_HEADERS,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=60",
      ...headers,
    },
  });
  if (status === 405) response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * A CORS preflight (`OPTIONS`, which React Router hands to the loader, not the action): 204 with
 * what may be asked. Undefined for any other request.
 */
export function preflight(request: Request): Response | undefined {
  if (request.method !== "OPTIONS") return undefined;
  return new Response(null, {
    status: 204,
    headers: { ...CORS_HEADERS, Allow: "GET, HEAD", "Access-Control-Max-Age": "86400" },
  });
}

/** The `action` of an open-data route: POST, PUT, PATCH and DELETE are 405 with `Allow`. */
export function openDataAction(): Response {
  return openDataProblem(405, "Method not allowed. Use GET or HEAD.", { Allow: "GET, HEAD" });
}
