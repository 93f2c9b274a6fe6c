/**
 * What every answer of the open data API carries (decisions 140 and 142): CORS for GET and HEAD
 * from anywhere, the rate-limit headers of the IETF draft, and RFC 9457 problem details for
 * errors. Shared by the app's routes and the server (the OPTIONS preflight is answered there).
 */

/** The paths of the open data API: never kept by the page cache, so every request is counted. */
export function isOpenDataPath(pathname: string): boolean {
  return pathname.startsWith("/api/v1/") || pathname === "/api/v1" || pathname === OPENAPI_PATH;
}

export const OPENAPI_PATH = "/api/openapi.json";

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, RateLimit, RateLimit-Policy, Retry-After, Link",
} as const;

/** The answer to a CORS preflight (`OPTIONS`). */
export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Allow-Headers": "Accept, Accept-Language, If-None-Match",
  "Access-Control-Max-Age": "86400",
  Allow: "GET, HEAD, OPTIONS",
} as const;

export interface RateLimitState {
  /** Requests allowed per window. */
  quota: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

/**
 * draft-ietf-httpapi-ratelimit-headers (structured fields): `RateLimit-Policy: "default";q=300;w=60`
 * names the policy, `RateLimit: "default";r=299;t=58` what is left of it and when it resets.
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Policy": `"default";q=${state.quota};w=${state.windowSeconds}`,
    RateLimit: `"default";r=${Math.max(0, state.remaining)};t=${Math.max(0, state.resetSeconds)}`,
  };
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An RFC 9457 problem: `application/problem+json`, never cached. */
export function problem(
  status: number,
  detail: string,
  options: { parameter?: string; headers?: HeadersInit } = {},
): Response {
  const body = {
    type: "about:blank",
    title: TITLES[status] ?? "Error",
    status,
    detail,
    ...(options.parameter ? { parameter: options.parameter } : {}),
  };
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/problem+json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return new Response(JSON.stringify(body), { status, headers });
}

/** A refused query parameter: 400 naming it. */
export class BadParameter extends Error {
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(message);
    this.parameter = parameter;
  }
}
