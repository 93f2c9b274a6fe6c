import { data } from "react-router";

/**
 * Route parameters (decision 040): routes parse them, features take typed values. What does
 * not parse, or names nothing, answers 404 through the route's not-found boundary.
 */

/** Numeric ids in URLs are positive integers; anything else ("abc", "01", "1.5") is not found. */
export function parseId(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,5}$/.test(param) ? Number(param) : undefined;
}

/** A 404 to throw from a loader; `message` stays internal (SPEC 8). */
export function notFound(message?: string) {
  return data(message ?? null, { status: 404 });
}

/** The id in a route parameter, or a 404. */
export function requireId(param: string | undefined): number {
  return requireFound(parseId(param));
}

/** What a loader found, or a 404 (Epic Stack's `invariantResponse`). */
export function requireFound<T>(value: T | null | undefined, message?: string): T {
  if (value === undefined || value === null) throw notFound(message);
  return value;
}
